/**
 * The demo as the runtime sees it, through interfaces declared in server/:
 * the seed that fills an empty database (catalogue, trade-partner, staff and owner logins)
 * and the drawer of the pictures that are not photo files. server/index.ts,
 * the composition root, is the one runtime file that imports this.
 */
import type { CatalogueSeed } from '../server/api/catalogue/seed.ts';
import type { PictureSource } from '../server/images/pictures.ts';
import { createDemoLogins } from './agency.ts';
import { DEFAULT_DEMO } from './catalogue/generate.ts';
import { writePastSeason } from './catalogue/past-season.ts';
import { holdings, seedIfEmpty } from './catalogue/seed.ts';
import { contentImageSource, resolveContentKey } from './pictures/content/catalogue.ts';
import { sceneSvg } from './pictures/draw.ts';
import type { SceneRecipe } from './pictures/scene.ts';

export const demoSeed: CatalogueSeed = {
  async seedIfEmpty(db, { rootDir }) {
    // The demo comes with a trade-partner, a staff and an owner login (README, Demo logins), whose
    // passwords are published: never into a database that holds anybody's houses or users.
    const seeded = await seedIfEmpty(db, rootDir, {}, async (tx) => {
      await createDemoLogins(tx);
      await writePastSeason(tx, DEFAULT_DEMO.firstYear);
    });
    if (!seeded)
      return {
        created: false,
        notes: [
          {
            message: 'demo not seeded: the database already holds houses or users',
            details: { ...(await holdings(db)) },
          },
        ],
      };
    const notes = ['demo agency user created', 'demo staff user created', 'demo owner user created'].map((message) => ({
      message,
    }));
    return { created: true, notes: [{ message: 'demo catalogue created', details: { ...seeded } }, ...notes] };
  },
};

export const demoPictures: PictureSource = {
  // The recipes in house_images are the demo catalogue's own (demo/catalogue/pictures.ts).
  drawRecipe: (recipe, width, height) => sceneSvg(recipe as SceneRecipe, width, height),
  resolveContentKey(key) {
    const found = resolveContentKey(key);
    return (
      found && { image: { key: found.image.key, source: contentImageSource(found.image) }, current: found.current }
    );
  },
};
