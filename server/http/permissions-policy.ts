import type { RequestHandler } from 'express';

/**
 * The browser features this site never uses, switched off for its pages and
 * anything they embed (helmet sets no Permissions-Policy). The map shows places
 * without asking where the visitor is (no geolocation); card payments happen on
 * the provider's own page, not through the Payment Request API; browsing-topics
 * keeps the visitor's interests from analytics scripts. Only features Chrome
 * knows are named: it logs an error for each one it does not.
 */
const DENIED = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

export const PERMISSIONS_POLICY = DENIED.map((feature) => `${feature}=()`).join(', ');

export const permissionsPolicy: RequestHandler = (_req, res, next) => {
  res.set('permissions-policy', PERMISSIONS_POLICY);
  next();
};
