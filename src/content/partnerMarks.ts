/**
 * The partners' marks the site can draw: the simple-icons slugs of those it ships. Several
 * vendors (Microsoft, Amazon Web Services) asked simple-icons to withdraw their marks, so a
 * partner without a slug here is set in type instead.
 */
export const partnerMarks = ['googlecloud'] as const;

export type PartnerMark = (typeof partnerMarks)[number];
