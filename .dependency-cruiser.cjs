// The dependency check `npm test` runs (`npm run depcruise`): no import circles, and the layers of
// docs/architecture.md as rules, so an arrow pointing the wrong way fails the build.
const fs = require('node:fs');
const path = require('node:path');

/**
 * Each parent folder's child folders in layer order, lowest first: a folder may import the folders
 * listed before it, never one listed after it, so no two folders import each other. Every child
 * folder that exists must be listed (the check fails otherwise); a listed name that does not exist
 * yet is allowed.
 */
const LAYERS = {
  server: [
    'db',
    'http',
    'logging',
    'content',
    'documents',
    'images',
    'mail',
    'books',
    'api',
    'cdn',
    'jobs',
    'render',
    'ops',
  ],
  'server/api': [
    'audit',
    'security',
    'catalogue',
    'availability',
    'bookings',
    'calendars',
    'catalogue-cache',
    'house',
    'cart',
    'contact',
    'reservations',
    'payments',
    'statements',
    'search',
    'users',
    'terms',
    'weather',
    'openapi',
    'owners',
    'owner-portal',
    'staff',
  ],
  src: ['styles', 'i18n', 'api', 'store', 'consent', 'content', 'navigation', 'components', 'pages', 'app'],
};

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function unlistedFolders() {
  return Object.entries(LAYERS).flatMap(([parent, children]) =>
    fs
      .readdirSync(path.join(__dirname, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !children.includes(entry.name))
      .map((entry) => `${parent}/${entry.name}`),
  );
}

const unlisted = unlistedFolders();
if (unlisted.length)
  throw new Error(
    `${unlisted.join(', ')}: not in the layer order. Add each to LAYERS in .dependency-cruiser.cjs, ` +
      'after the folders it imports and before the folders that import it.',
  );

/** One rule per child folder: it imports none of the siblings listed after it. */
function layerRules() {
  return Object.entries(LAYERS).flatMap(([parent, children]) =>
    children.slice(0, -1).map((child, i) => ({
      name: `layers:${parent}/${child}`,
      comment: `${parent}/${child} is below ${children.slice(i + 1).join(', ')} (LAYERS in .dependency-cruiser.cjs).`,
      severity: 'error',
      from: { path: `^${escapeRegExp(parent)}/${escapeRegExp(child)}/` },
      to: {
        path: `^${escapeRegExp(parent)}/(${children
          .slice(i + 1)
          .map(escapeRegExp)
          .join('|')})/`,
      },
    })),
  );
}

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import circle: one of its arrows has to go.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'contract-imports-nothing-of-ours',
      comment: 'contract/ is shared by the site and the server; it imports only itself.',
      severity: 'error',
      from: { path: '^contract/' },
      to: { path: '^(src|server|demo|scripts|test)/' },
    },
    {
      name: 'src-not-server',
      comment: 'The site never imports the server, the demo, the scripts or the tests.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^(server|demo|scripts|test)/' },
    },
    {
      name: 'server-not-src',
      comment: 'Only the page renderer (server/render/), which hosts src/entry-server.tsx, imports the site.',
      severity: 'error',
      from: { path: '^server/', pathNot: '^server/render/' },
      to: { path: '^src/' },
    },
    {
      name: 'server-not-demo',
      comment: 'Only the composition root (server/index.ts) may start the demo.',
      severity: 'error',
      from: { path: '^server/', pathNot: '^server/index\\.ts$' },
      to: { path: '^demo/' },
    },
    ...layerRules(),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
  },
};
