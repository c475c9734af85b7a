import { describe, expect, it } from 'vitest';
import { blogPost } from '../content/schema/blogPost';
import { solution } from '../content/schema/solution';
import { issueSentence } from '../../tooling/contentCheck/schemaProblems';
import { ruleOf, schemaProblem } from './schemaControl';

describe('schemaProblem', () => {
  it('says what the content check says of the same value', () => {
    const rule = solution.fields.shape.ctaLinkUrl;
    const result = rule.safeParse('contact');
    const [issue] = result.error?.issues ?? [];
    expect(issue).toBeDefined();
    expect(schemaProblem('Solution:ctaLinkUrl', 'contact')).toBe(
      issue && issueSentence(issue, 'contact', rule),
    );
  });

  it('accepts what the schema allows, and a blank field the schema lets be left out', () => {
    expect(schemaProblem('Solution:ctaLinkUrl', '/contact')).toBeUndefined();
    expect(schemaProblem('Solution:ctaLinkUrl', '', false)).toBeUndefined();
  });

  it('says of a required field left blank what the check says of the field missing', () => {
    const rule = blogPost.fields.shape.image.shape.src;
    const [issue] = rule.safeParse(undefined).error?.issues ?? [];
    expect(issue).toBeDefined();
    const missing = issue && issueSentence(issue, undefined, rule);
    expect(schemaProblem('BlogPost:image.src', '')).toBe(missing);
    expect(schemaProblem('BlogPost:image.src', undefined)).toBe(missing);
  });

  it('counts a list as the content check counts it', () => {
    expect(schemaProblem('CaseStudy:tags', ['One'])).toMatch(/has 1 item/);
    expect(schemaProblem('CaseStudy:tags', ['One', 'Two'])).toBeUndefined();
  });

  it('finds the rule of a field inside a list', () => {
    expect(ruleOf('CaseStudy:results.metrics.0.unit')).toBeDefined();
    expect(ruleOf('CaseStudy:nothing')).toBeUndefined();
    expect(ruleOf('Nothing:title')).toBeUndefined();
  });
});
