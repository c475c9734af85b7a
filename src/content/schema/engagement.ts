import { z } from 'zod';
import { described, list, reference, text } from './fields';

const step = z.strictObject({ title: text(), description: text() });

const question = z.strictObject({ question: text(), answer: text() });

/**
 * How an engagement runs, the story that proves it and what buyers ask before they sign:
 * the part of a service or solution page that turns a description into a decision.
 */
export const engagement = described(
  z.strictObject({
    process: described(
      list(step, { min: 3, max: 5 }),
      'three to five steps, in order, specific to this page',
    ),
    caseStudy: described(
      reference('case-studies'),
      'the case study shown as proof, with its first result as the headline',
    ),
    questions: described(
      list(question, { min: 3, max: 5 }),
      'three to five questions a buyer asks, with full answers',
    ),
  }),
  'the steps of an engagement, the case study that proves it and the questions buyers ask',
);
