/** A compact JWS (three base64url parts), as the booking API signs sessions; short enough for any header. */
export const SESSION_TOKEN_SHAPE = /^[\w-]{1,2000}\.[\w-]{1,2000}\.[\w-]{1,2000}$/;
