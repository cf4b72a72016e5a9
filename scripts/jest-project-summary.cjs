// Jest reporter used by scripts/test.mjs: writes, per project (displayName), how many tests
// passed, failed, were skipped or todo, so that a CI run can fail when a project ran no test.
// Jest's --json output does not say which project a result belongs to.
'use strict';

const fs = require('node:fs');

class ProjectSummaryReporter {
  constructor(_globalConfig, options = {}) {
    this.outputFile = options.outputFile;
    this.projects = new Map();
  }

  entry(config) {
    const name = (config.displayName && config.displayName.name) || config.rootDir;
    if (!this.projects.has(name)) {
      this.projects.set(name, { files: 0, passed: 0, failed: 0, pending: 0, todo: 0 });
    }
    return this.projects.get(name);
  }

  onTestFileResult(test, result) {
    const entry = this.entry(test.context.config);
    entry.files += 1;
    entry.passed += result.numPassingTests;
    entry.failed += result.numFailingTests;
    entry.pending += result.numPendingTests;
    entry.todo += result.numTodoTests;
  }

  onRunComplete(testContexts) {
    for (const context of testContexts) this.entry(context.config);
    if (this.outputFile) {
      fs.writeFileSync(this.outputFile, JSON.stringify(Object.fromEntries(this.projects), null, 2));
    }
  }
}

module.exports = ProjectSummaryReporter;
