/**
 * The one catalogue highlight the site knows by id (docs/product/entities.md#regions-and-reference-data):
 * "Pets allowed", a search toggle of its own and a mark on the house card
 * (docs/product/rules.md#pets-allowed).
 */
export const PETS_HIGHLIGHT_ID = 14;
