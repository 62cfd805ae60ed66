/** A partner API key as the staff screen shows it once (docs/product/api.md#partner-api): `shk_` and 43 base64url characters. */
export const API_KEY_SHAPE = /^shk_[\w-]{43}$/;
/** How many of a key's first characters are kept in clear, to tell keys apart. */
export const API_KEY_PREFIX_LENGTH = 12;
