import type { ApiClient } from './http.ts';
import type { User } from './types.ts';

/** GET /api/user: the logged-in company user, or null (failures are swallowed, SPEC §8). */
export async function fetchUser(api: ApiClient): Promise<User | null> {
  try {
    return await api.get<User>('/api/user');
  } catch {
    return null;
  }
}
