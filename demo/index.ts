/**
 * The demo as the runtime sees it, through interfaces declared in server/:
 * the seed that fills an empty database (catalogue, trade-partner and staff logins)
 * and the drawer of the pictures that are not photo files. server/index.ts,
 * the composition root, is the one runtime file that imports this.
 */
import type { CatalogueSeed, SeedNote } from '../server/booking/catalogue/seed.ts';
import type { PictureSource } from '../server/images/pictures.ts';
import { ensureDemoAgencyUser, ensureDemoStaffUser } from './agency.ts';
import { seedIfEmpty } from './catalogue/seed.ts';
import { contentImageSource, resolveContentKey } from './pictures/content/catalogue.ts';
import { sceneSvg } from './pictures/draw.ts';
import type { SceneRecipe } from './pictures/scene.ts';

export const demoSeed: CatalogueSeed = {
  async seedIfEmpty(db, { rootDir }) {
    const seeded = await seedIfEmpty(db, rootDir);
    if (!seeded) return [];
    const notes: SeedNote[] = [{ message: 'demo catalogue created', details: { ...seeded } }];
    // The demo comes with a trade-partner login (README, Demo logins).
    if (await ensureDemoAgencyUser(db)) notes.push({ message: 'demo agency user created' });
    if (await ensureDemoStaffUser(db)) notes.push({ message: 'demo staff user created' });
    return notes;
  },
};

export const demoPictures: PictureSource = {
  // The recipes in house_images are the demo catalogue's own (demo/catalogue/pictures.ts).
  drawRecipe: (recipe, width, height) => sceneSvg(recipe as SceneRecipe, width, height),
  resolveContentKey(key) {
    const found = resolveContentKey(key);
    return found && { image: { key: found.image.key, source: contentImageSource(found.image) }, current: found.current };
  },
};
