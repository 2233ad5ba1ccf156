import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The browser files share one running system and build on each other's state (dashboard.test.ts makes the
 * first owner): they run by file name. Every other project keeps vitest's own order.
 */
export class FileNameSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isBrowser = (file: TestSpecification) => file.project.name === 'e2e';
    const browser = sorted.filter(isBrowser).sort((a, b) => a.moduleId.localeCompare(b.moduleId));
    return [...sorted.filter((file) => !isBrowser(file)), ...browser];
  }
}
