import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Two builds: the client bundle (hashed assets + manifest for SSR preloads and
// Early Hints) and the server bundle (Express server + SSR entry).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        ssr: true,
        copyPublicDir: false,
        target: 'node20',
        rollupOptions: {
          // calendar-parser: the worker thread that reads owners' calendars loads this file by its own URL.
          // The operator commands (npm run migrate, seed, catalogue:*, company-user, content:push) run from the build,
          // so they work where only the dependencies are installed (npm ci --omit=dev).
          input: {
            index: 'server/index.ts',
            'entry-server': 'src/entry-server.tsx',
            migrate: 'scripts/migrate.ts',
            seed: 'scripts/seed.ts',
            'catalogue-export': 'scripts/catalogue-export.ts',
            'catalogue-import': 'scripts/catalogue-import.ts',
            'company-user': 'scripts/company-user.ts',
            'content-push': 'scripts/content-push.ts',
            'calendar-parser': 'server/api/calendars/parse-worker.ts',
          },
          output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
        },
      }
    : {
        outDir: 'dist/client',
        manifest: true,
        target: 'es2022',
        rollupOptions: {
          input: 'src/entry-client.tsx',
          preserveEntrySignatures: false,
          output: {
            // Each response costs its headers (about 1 KB): small shared modules go into the screens
            // that use them (a copy each) instead of dozens of tiny chunks. A copy has its own module
            // state: a context or store shared by two lazy screens must live in the shell (entry) instead.
            codeSplitting: {
              experimentalInlineCommonChunks: {
                maxSize: 20000,
                exclude: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              },
            },
          },
        },
      },
}));
