import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The file of the suites that send forms to the receiver (receiverSuites.e2e.test.ts). */
const receiverSuites = '/tests/e2e/receiverSuites.e2e.test.ts';

/**
 * Vitest's order with the receiver's suites first. They are one long file spent mostly
 * waiting on the receiver, the mailbox and restarts: started first, they run beside the files
 * that load pages; in Vitest's own order (longest known, else largest file first) the small
 * file would start last and run alone at the end, with a core idle.
 */
export class ReceiverSuitesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isReceiverSuites = (file: TestSpecification) => file.moduleId.endsWith(receiverSuites);
    return [
      ...sorted.filter(isReceiverSuites),
      ...sorted.filter((file) => !isReceiverSuites(file)),
    ];
  }
}
