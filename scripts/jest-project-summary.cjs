// Jest reporter used by scripts/test.mjs: writes, per project (displayName), how many tests
// passed, failed, were skipped or todo, so that a CI run can fail when a project ran no test;
// and per test file its project, seconds and failures, for the summary at the log's tail.
// Jest's --json output does not say which project a result belongs to.
'use strict';

const fs = require('node:fs');
const path = require('node:path');

/** A failure message's first line without colours, short enough for one line of a log. */
function firstLine(text) {
  const line = String(text ?? '').replace(/\x1b\[[0-9;]*m/g, '').split('\n').map((part) => part.trim()).find(Boolean) ?? '';
  return line.slice(0, 200);
}

class ProjectSummaryReporter {
  constructor(_globalConfig, options = {}) {
    this.outputFile = options.outputFile;
    this.projects = new Map();
    this.files = [];
  }

  static projectName(config) {
    return (config.displayName && config.displayName.name) || config.rootDir;
  }

  entry(config) {
    const name = ProjectSummaryReporter.projectName(config);
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
    const failures = result.testResults
      .filter((test) => test.status === 'failed')
      .map((test) => ({ name: test.fullName, message: firstLine(test.failureMessages[0]) }));
    if (result.testExecError && failures.length === 0) failures.push({ name: '(the file failed to run)', message: firstLine(result.testExecError.message) });
    this.files.push({
      project: ProjectSummaryReporter.projectName(test.context.config),
      path: path.relative(process.cwd(), result.testFilePath),
      seconds: (result.perfStats.end - result.perfStats.start) / 1000,
      failures,
    });
  }

  onRunComplete(testContexts) {
    for (const context of testContexts) this.entry(context.config);
    if (this.outputFile) {
      fs.writeFileSync(this.outputFile, JSON.stringify({ projects: Object.fromEntries(this.projects), files: this.files }, null, 2));
    }
  }
}

module.exports = ProjectSummaryReporter;
