// Mocha's spec reporter plus the plain closing line CI reads: "N passed, N failed, N skipped".
// Each failure is listed again by its file: in a parallel run the files' reports arrive in the order they finish.
const path = require('node:path');
const Mocha = require('mocha');

class Reporter extends Mocha.reporters.Spec {
  constructor(runner, options) {
    super(runner, options);
    const failed = [];
    runner.on('fail', (test) => {
      const file = test.file ?? test.parent?.file;
      failed.push(`  ${file ? path.relative(process.cwd(), file) : '(no file)'}: ${test.fullTitle()}`);
    });
    runner.once('end', () => {
      const s = this.stats;
      if (failed.length) process.stdout.write(`\nFailed, by file:\n${failed.join('\n')}\n`);
      process.stdout.write(`\n${s.passes} passed, ${s.failures} failed, ${s.pending} skipped\n`);
    });
  }
}
module.exports = Reporter;
