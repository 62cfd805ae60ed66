import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import type { SettingsData } from '../../contract/content.ts';

/**
 * The Prismic custom types in content/models: well-formed for the Custom
 * Types API, covering every document type the site reads, in step with
 * SettingsData, and matched by the embedded content in content/<lang>/.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const MODELS_DIR = path.join(ROOT, 'content/models');
const SLICES_DIR = path.join(ROOT, 'content/slices');

const TYPES = [
  'front_page',
  'accommodation',
  'offers',
  'blog',
  'blog_author',
  'explore',
  'explore_overview',
  'pages',
  'faq',
  'faq_overview',
  'cart',
  'my_booking',
  'additional_information',
  'terms_and_conditions',
  'settings',
];

/** Every key of SettingsData, checked by the compiler in both directions. */
const SETTINGS_KEYS = {
  err_title: true,
  err_subtitle: true,
  err_image: true,
  banner: true,
  banner_type: true,
  banner_title: true,
  banner_text: true,
  banner_link: true,
  banner_link_label: true,
  banner_icon: true,
  company_info: true,
  contact_phone: true,
  contact_email: true,
  contact_hours: true,
  social_link: true,
  links: true,
  footer_offers: true,
  default_fb_image: true,
  default_fb_description: true,
  kit_price: true,
  company_registration_number: true,
  company_vat_number: true,
  bank_name: true,
  bank_iban: true,
  bank_bic: true,
  bank_account_holder: true,
  vat_rate_accommodation: true,
  vat_rate_kits: true,
  accommodation_tax_cents: true,
  thank_you_title: true,
  thank_you_text: true,
  image_grid: true,
} satisfies Record<keyof SettingsData, true>;

interface Field {
  type: string;
  fieldset?: string;
  config?: Record<string, unknown>;
}
interface Model {
  id: string;
  label: string;
  repeatable: boolean;
  status: boolean;
  format?: string;
  json: Record<string, Record<string, Field>>;
}
/** A shared slice (Slice Machine's model.json). */
interface SliceModel {
  id: string;
  type: string;
  name: string;
  variations: Array<{ id: string; name: string; primary?: Record<string, Field>; items?: Record<string, Field> }>;
}

const CONFIG_KEYS: Record<string, string[]> = {
  UID: ['label', 'placeholder'],
  Text: ['label', 'placeholder'],
  StructuredText: ['label', 'placeholder', 'single', 'multi', 'allowTargetBlank', 'labels'],
  Image: ['label', 'constraint', 'thumbnails'],
  Number: ['label', 'placeholder', 'min', 'max'],
  Boolean: ['label', 'default_value', 'placeholder_true', 'placeholder_false'],
  Select: ['label', 'placeholder', 'options', 'default_value'],
  Date: ['label', 'placeholder', 'default'],
  Timestamp: ['label', 'placeholder', 'default'],
  Color: ['label'],
  GeoPoint: ['label'],
  Embed: ['label', 'placeholder'],
  Link: ['label', 'placeholder', 'select', 'customtypes', 'tags', 'allowTargetBlank', 'allowText'],
  Group: ['label', 'repeat', 'fields'],
  Slices: ['labels', 'choices'],
};
const BLOCKS = new Set([
  'paragraph',
  'preformatted',
  'heading1',
  'heading2',
  'heading3',
  'heading4',
  'heading5',
  'heading6',
  'strong',
  'em',
  'hyperlink',
  'image',
  'embed',
  'list-item',
  'o-list-item',
  'rtl',
]);

function readModels(): Model[] {
  return fs
    .readdirSync(MODELS_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ file: f, model: JSON.parse(fs.readFileSync(path.join(MODELS_DIR, f), 'utf8')) as Model }))
    .map(({ file, model }) => {
      expect(model.id, file).to.equal(file.slice(0, -5));
      return model;
    });
}

function readSlices(): Map<string, SliceModel> {
  const slices = fs
    .readdirSync(SLICES_DIR)
    .filter((f) => f.endsWith('.json'))
    .map((f) => ({ file: f, slice: JSON.parse(fs.readFileSync(path.join(SLICES_DIR, f), 'utf8')) as SliceModel }));
  for (const { file, slice } of slices) expect(slice.id, file).to.equal(file.slice(0, -5));
  return new Map(slices.map(({ slice }) => [slice.id, slice]));
}
const SLICES = readSlices();

/** Problems with one field definition, as "where: what". */
function checkField(
  where: string,
  id: string,
  field: Field,
  ids: Set<string>,
  level: 'top' | 'group' | 'nested',
): string[] {
  const problems: string[] = [];
  const at = `${where}.${id}`;
  if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(id)) problems.push(`${at}: bad API ID`);
  const allowed = CONFIG_KEYS[field.type];
  if (!allowed) return [...problems, `${at}: unknown field type ${field.type}`];
  const config = field.config ?? {};
  for (const key of Object.keys(config))
    if (!allowed.includes(key)) problems.push(`${at}: ${field.type} has no config "${key}"`);
  if (field.type !== 'Slices' && typeof config.label !== 'string') problems.push(`${at}: no label`);
  if ((field.type === 'UID' || field.type === 'Slices') && level !== 'top')
    problems.push(`${at}: ${field.type} only at the top level`);
  switch (field.type) {
    case 'StructuredText': {
      const spec = config.single ?? config.multi;
      if (typeof spec !== 'string' || (config.single && config.multi))
        problems.push(`${at}: needs exactly one of single or multi`);
      else for (const b of spec.split(',')) if (!BLOCKS.has(b)) problems.push(`${at}: unknown block ${b}`);
      break;
    }
    case 'Select': {
      const options = config.options as unknown[];
      if (!Array.isArray(options) || !options.length || !options.every((o) => typeof o === 'string'))
        problems.push(`${at}: options must be strings`);
      else if (config.default_value !== undefined && !(options as unknown[]).includes(config.default_value))
        problems.push(`${at}: default not an option`);
      break;
    }
    case 'Link': {
      if (!([undefined, null, 'document', 'web', 'media'] as unknown[]).includes(config.select))
        problems.push(`${at}: bad select`);
      for (const t of (config.customtypes as string[]) ?? [])
        if (!ids.has(t)) problems.push(`${at}: links to unknown type ${t}`);
      if (config.customtypes && config.select !== 'document')
        problems.push(`${at}: customtypes need select "document"`);
      break;
    }
    case 'Image': {
      const c = (config.constraint ?? {}) as Record<string, unknown>;
      for (const k of Object.keys(c))
        if (!['width', 'height'].includes(k) || !(c[k] === null || typeof c[k] === 'number'))
          problems.push(`${at}: bad constraint`);
      break;
    }
    case 'Group': {
      if (level === 'nested') problems.push(`${at}: groups nest one level at most`);
      const fields = config.fields as Record<string, Field> | undefined;
      if (!fields || !Object.keys(fields).length) problems.push(`${at}: a group needs fields`);
      for (const [k, f] of Object.entries(fields ?? {}))
        problems.push(...checkField(at, k, f, ids, level === 'top' ? 'group' : 'nested'));
      break;
    }
    case 'Slices': {
      const choices = (config.choices ?? {}) as Record<string, Record<string, unknown>>;
      if (!Object.keys(choices).length) problems.push(`${at}: a slice zone needs choices`);
      for (const [name, slice] of Object.entries(choices)) {
        if (slice.type === 'SharedSlice') {
          if (!SLICES.has(name)) problems.push(`${at}.${name}: no shared slice content/slices/${name}.json`);
          if (Object.keys(slice).length !== 1)
            problems.push(`${at}.${name}: a shared slice is named, not defined, here`);
          continue;
        }
        if (slice.type !== 'Slice') problems.push(`${at}.${name}: type must be Slice or SharedSlice`);
        for (const part of ['non-repeat', 'repeat'] as const) {
          for (const [k, f] of Object.entries((slice[part] ?? {}) as Record<string, Field>))
            problems.push(...checkField(`${at}.${name}.${part}`, k, f, ids, 'group'));
        }
      }
      break;
    }
  }
  return problems;
}

function fieldsOf(model: Model): Record<string, Field> {
  return Object.assign({}, ...Object.values(model.json));
}

/** Problems with one value against its field, as Prismic's API would answer it. */
function checkValue(at: string, value: unknown, field: Field): string[] {
  const obj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  const config = field.config ?? {};
  switch (field.type) {
    case 'Text':
    case 'Date':
    case 'Timestamp':
    case 'Color':
      return value === null || typeof value === 'string' ? [] : [`${at}: expected text or null`];
    case 'Number':
      return value === null || typeof value === 'number' ? [] : [`${at}: expected a number or null`];
    case 'Boolean':
      return typeof value === 'boolean' ? [] : [`${at}: expected true or false`];
    case 'Select':
      return value === null || (config.options as string[]).includes(value as string)
        ? []
        : [`${at}: not one of the options`];
    case 'StructuredText':
      return Array.isArray(value) && value.every((b) => obj(b) && typeof b.type === 'string')
        ? []
        : [`${at}: expected rich text (a list of blocks)`];
    case 'Image':
      return obj(value) && (Object.keys(value).length === 0 || typeof value.url === 'string')
        ? []
        : [`${at}: expected an image { url, alt, dimensions } or {}`];
    case 'Link':
    case 'Embed':
    case 'GeoPoint':
      return value === null || obj(value) ? [] : [`${at}: expected an object`];
    case 'Group': {
      if (!Array.isArray(value)) return [`${at}: expected a list (a group)`];
      const fields = config.fields as Record<string, Field>;
      return value.flatMap((item, i) =>
        obj(item) ? checkData(`${at}[${i}]`, item, fields) : [`${at}[${i}]: expected an object`],
      );
    }
    case 'Slices': {
      if (!Array.isArray(value)) return [`${at}: expected a list of slices`];
      const choices = config.choices as Record<string, Record<string, Record<string, Field>>>;
      return value.flatMap((s, i) => {
        const choice = obj(s) ? choices[s.slice_type as string] : undefined;
        if (!obj(s) || !choice) return [`${at}[${i}]: unknown slice_type`];
        if ((choice.type as unknown) === 'SharedSlice') {
          const variation = SLICES.get(s.slice_type as string)?.variations.find((v) => v.id === s.variation);
          if (!variation) return [`${at}[${i}]: unknown variation ${String(s.variation)}`];
          return [
            ...checkData(`${at}[${i}].primary`, (s.primary ?? {}) as Record<string, unknown>, variation.primary ?? {}),
            ...((s.items ?? []) as Record<string, unknown>[]).flatMap((item, j) =>
              checkData(`${at}[${i}].items[${j}]`, item, variation.items ?? {}),
            ),
          ];
        }
        return [
          ...checkData(`${at}[${i}].primary`, (s.primary ?? {}) as Record<string, unknown>, choice['non-repeat'] ?? {}),
          ...((s.items ?? []) as Record<string, unknown>[]).flatMap((item, j) =>
            checkData(`${at}[${i}].items[${j}]`, item, choice.repeat ?? {}),
          ),
        ];
      });
    }
    default:
      return [];
  }
}

function checkData(at: string, data: Record<string, unknown>, fields: Record<string, Field>): string[] {
  return Object.entries(data).flatMap(([k, v]) => {
    const field = fields[k];
    if (!field) return [`${at}.${k}: no such field in the model`];
    if (field.type === 'UID') return [`${at}.${k}: the uid goes beside data, not in it`];
    return checkValue(`${at}.${k}`, v, field);
  });
}

describe('content: Prismic models', () => {
  const models = readModels();
  const byId = new Map(models.map((m) => [m.id, m]));
  const ids = new Set(byId.keys());

  it('has one model per document type the site reads', () => {
    expect([...ids].sort()).to.deep.equal([...TYPES].sort());
  });

  it('are well-formed custom types', () => {
    const problems: string[] = [];
    for (const m of models) {
      if (typeof m.label !== 'string' || !m.label) problems.push(`${m.id}: no label`);
      if (typeof m.repeatable !== 'boolean') problems.push(`${m.id}: repeatable must be a boolean`);
      if (m.status !== true) problems.push(`${m.id}: status must be true`);
      if (m.format !== undefined && !['page', 'custom'].includes(m.format)) problems.push(`${m.id}: bad format`);
      if (!Object.keys(m.json).length) problems.push(`${m.id}: no tabs`);
      const seen = new Set<string>();
      for (const [tab, fields] of Object.entries(m.json)) {
        for (const [id, field] of Object.entries(fields)) {
          if (seen.has(id)) problems.push(`${m.id}.${id}: used in two tabs`);
          seen.add(id);
          problems.push(...checkField(`${m.id}[${tab}]`, id, field, ids, 'top'));
        }
      }
      const uids = Object.values(fieldsOf(m)).filter((f) => f.type === 'UID').length;
      if (m.repeatable && uids !== 1) problems.push(`${m.id}: a repeatable type needs one UID field`);
      if (!m.repeatable && uids) problems.push(`${m.id}: a single type has no UID`);
    }
    expect(problems).to.deep.equal([]);
  });

  it('shared slices are well-formed and used by a slice zone', () => {
    const problems: string[] = [];
    const used = new Set(
      models.flatMap((m) =>
        Object.values(fieldsOf(m))
          .filter((f) => f.type === 'Slices')
          .flatMap((f) => Object.keys((f.config?.choices ?? {}) as object)),
      ),
    );
    for (const slice of SLICES.values()) {
      if (slice.type !== 'SharedSlice') problems.push(`${slice.id}: type must be SharedSlice`);
      if (!slice.name) problems.push(`${slice.id}: no name`);
      if (!used.has(slice.id)) problems.push(`${slice.id}: no slice zone uses it`);
      if (!slice.variations?.some((v) => v.id === 'default')) problems.push(`${slice.id}: no default variation`);
      for (const v of slice.variations ?? []) {
        for (const part of ['primary', 'items'] as const)
          for (const [k, f] of Object.entries(v[part] ?? {}))
            problems.push(
              ...checkField(`${slice.id}.${v.id}.${part}`, k, f, ids, part === 'primary' ? 'top' : 'group'),
            );
      }
    }
    expect(problems).to.deep.equal([]);
  });

  it('singles and repeatables as the pages ask for them', () => {
    const repeatable = models
      .filter((m) => m.repeatable)
      .map((m) => m.id)
      .sort();
    expect(repeatable).to.deep.equal(['blog', 'blog_author', 'explore', 'faq', 'offers', 'pages']);
  });

  it('have the fields named in docs/product/entities.md#content', () => {
    const has = (type: string, ...names: string[]) =>
      expect(Object.keys(fieldsOf(byId.get(type)!)), type).to.include.members(names);
    const groupFields = (type: string, group: string) =>
      Object.keys((fieldsOf(byId.get(type)!)[group].config as { fields: object }).fields);
    has('front_page', 'headline', 'meta_title', 'meta_description', 'image_slider', 'featured');
    expect(groupFields('front_page', 'image_slider')).to.have.members(['image', 'slider_headline']);
    expect(groupFields('front_page', 'featured')).to.have.members([
      'housecategoryids',
      'featured_tittle',
      'text',
      'offer',
    ]);
    expect(
      (fieldsOf(byId.get('front_page')!).featured.config as { fields: Record<string, Field> }).fields.offer.config,
    ).to.deep.include({ select: 'document', customtypes: ['offers'] });
    expect(groupFields('settings', 'footer_offers')).to.have.members(['offer']);
    has('offers', 'uid', 'title', 'subtitle', 'intro', 'category_id');
    has('blog_author', 'author_name', 'author_description', 'author_image');
    has('terms_and_conditions', 'header', 'notice', 'terms');
    expect(groupFields('terms_and_conditions', 'terms')).to.have.members(['header', 'lineText']);
    expect(fieldsOf(byId.get('blog')!).author.config).to.deep.include({
      select: 'document',
      customtypes: ['blog_author'],
    });
    for (const type of ['offers', 'blog', 'explore', 'pages', 'faq']) has(type, 'uid');
  });

  it('settings has exactly the fields of SettingsData', () => {
    expect(Object.keys(fieldsOf(byId.get('settings')!)).sort()).to.deep.equal(Object.keys(SETTINGS_KEYS).sort());
  });

  it('these checks catch mistakes', () => {
    const text = { type: 'Text', config: { label: 'T' } };
    expect(checkField('m', 'x', { type: 'Txt', config: {} }, ids, 'top')).to.deep.equal([
      'm.x: unknown field type Txt',
    ]);
    expect(
      checkField('m', 'x', { type: 'Text', config: { label: 'T', multi: 'paragraph' } }, ids, 'top'),
    ).to.deep.equal(['m.x: Text has no config "multi"']);
    expect(
      checkField('m', 'x', { type: 'StructuredText', config: { label: 'T', multi: 'paragraph,bold' } }, ids, 'top'),
    ).to.deep.equal(['m.x: unknown block bold']);
    expect(
      checkField(
        'm',
        'x',
        { type: 'Link', config: { label: 'L', select: 'document', customtypes: ['nope'] } },
        ids,
        'top',
      ),
    ).to.deep.equal(['m.x: links to unknown type nope']);
    expect(
      checkField(
        'm',
        'g',
        { type: 'Group', config: { label: 'G', fields: { u: { type: 'UID', config: { label: 'U' } } } } },
        ids,
        'top',
      ),
    ).to.deep.equal(['m.g.u: UID only at the top level']);
    const group = { type: 'Group', config: { label: 'G', fields: { title: text } } };
    expect(checkData('f', { title: 'x', extra: 1 }, { title: text })).to.deep.equal([
      'f.extra: no such field in the model',
    ]);
    expect(checkData('f', { title: 3 }, { title: text })).to.deep.equal(['f.title: expected text or null']);
    expect(checkData('f', { g: [{ title: [] }] }, { g: group })).to.deep.equal(['f.g[0].title: expected text or null']);
    expect(checkData('f', { g: {} }, { g: group })).to.deep.equal(['f.g: expected a list (a group)']);
  });

  it('the embedded content matches the models', () => {
    const problems: string[] = [];
    for (const lang of ['en-gb', 'de-de']) {
      const langDir = path.join(ROOT, 'content', lang);
      if (!fs.existsSync(langDir)) continue;
      for (const entry of fs.readdirSync(langDir, { withFileTypes: true })) {
        const files =
          entry.isFile() && entry.name.endsWith('.json')
            ? [{ type: entry.name.slice(0, -5), file: path.join(langDir, entry.name), single: true }]
            : entry.isDirectory()
              ? fs
                  .readdirSync(path.join(langDir, entry.name))
                  .filter((n) => n.endsWith('.json'))
                  .map((n) => ({ type: entry.name, file: path.join(langDir, entry.name, n), single: false }))
              : [];
        for (const { type, file, single } of files) {
          const rel = path.relative(ROOT, file);
          const model = byId.get(type);
          if (!model) {
            problems.push(`${rel}: no model content/models/${type}.json`);
            continue;
          }
          if (model.repeatable === single)
            problems.push(`${rel}: ${type} is ${model.repeatable ? 'repeatable' : 'single'} in its model`);
          const doc = JSON.parse(fs.readFileSync(file, 'utf8')) as { data: Record<string, unknown> };
          problems.push(...checkData(rel, doc.data ?? {}, fieldsOf(model)));
        }
      }
    }
    expect(problems).to.deep.equal([]);
  });
});
