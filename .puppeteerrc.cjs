/** Puppeteer must never download a browser: tests drive Debian's Chromium. */
module.exports = {
  skipDownload: true,
  executablePath: process.env.PUPPETEER_EXECUTABLE_PATH || '/usr/bin/chromium',
};
