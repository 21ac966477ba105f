/**
 * The order vitest starts test files in. The fault matrix's five files are the run's longest (about
 * 25–45 s each; no other file takes 25 s): they start first, so that the two workers finish together
 * instead of one of them running a matrix file alone at the end. A clean checkout has no timings of an
 * earlier run, and vitest would then start the largest files first, and the matrix's files are tiny.
 * The other files keep vitest's order (by the last run's results when it has them).
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const isMatrix = (file: TestSpecification) => /\/tests\/integration\/faults\//.test(file.moduleId);

export class MatrixFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter(isMatrix), ...sorted.filter((file) => !isMatrix(file))];
  }
}
