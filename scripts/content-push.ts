/**
 * npm run content:push [-- --from=http://localhost:3000 --no-models --publish]:
 * writes the embedded content/ (both languages, as translations, with their
 * pictures) into the Prismic repository PRISMIC_REPOSITORY, with the write
 * token PRISMIC_WRITE_TOKEN. Run it again to update: documents are matched
 * by type, uid and language, pictures by file name. The pictures are fetched
 * from the running site at --from.
 */
import { pushContent } from './content-push/push.ts';

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string | undefined]));
const repository = process.env.PRISMIC_REPOSITORY;
const writeToken = process.env.PRISMIC_WRITE_TOKEN;
if (!repository || !writeToken) {
  console.error(
    'content:push needs PRISMIC_REPOSITORY and PRISMIC_WRITE_TOKEN (Settings → API & Security → Write APIs)',
  );
  process.exit(1);
}

await pushContent({
  repository,
  writeToken,
  accessToken: process.env.PRISMIC_ACCESS_TOKEN || undefined,
  contentDir: process.env.CONTENT_DIR || 'content',
  from: args.get('from') ?? 'http://localhost:3000',
  models: !args.has('no-models'),
  publish: args.has('publish'),
  log: (line) => console.log(line),
});
