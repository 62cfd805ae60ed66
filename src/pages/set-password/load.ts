import type { Loader } from '../../navigation/page-types.ts';
import type { SetPasswordAnswer } from './action.ts';

interface SetPasswordData {
  /** The link's token, from its address (or the refused post). */
  token: string;
  error: SetPasswordAnswer['error'] | null;
}

export const loader: Loader<SetPasswordData, SetPasswordAnswer> = async ({ query, actionData }) => ({
  data: { token: actionData?.token ?? query.get('token')?.slice(0, 64) ?? '', error: actionData?.error ?? null },
});
