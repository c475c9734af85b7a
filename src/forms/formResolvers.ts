import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import {
  consultationSchema,
  contactSchema,
  namedNewsletterSchema,
  newsletterSchema,
  type ConsultationValues,
  type ContactValues,
  type NamedNewsletterValues,
  type NewsletterValues,
} from '../../shared/formSchemas';
import type { Payload } from './submissionService';

/**
 * Each form's validation, as React Hook Form runs it. This module and zod load when a
 * visitor first reaches a form (see lazyResolver), not with the page.
 */
export const contactResolver: Resolver<ContactValues, unknown, Payload> =
  zodResolver(contactSchema);
export const consultationResolver: Resolver<ConsultationValues, unknown, Payload> =
  zodResolver(consultationSchema);
export const newsletterResolver: Resolver<NewsletterValues, unknown, Payload> =
  zodResolver(newsletterSchema);
export const namedNewsletterResolver: Resolver<NamedNewsletterValues, unknown, Payload> =
  zodResolver(namedNewsletterSchema);
