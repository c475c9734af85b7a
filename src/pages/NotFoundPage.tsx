import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonLink } from '../components/ButtonLink';
import { MessagePage } from './MessagePage';
import { company } from '../content/company';
import { useLocale } from '../i18n/useLocale';

const Code = styled.p`
  font-size: clamp(4rem, 3rem + 5vw, 7rem);
  font-weight: 800;
  line-height: 1;
  color: ${({ theme }) => theme.color.accentText};
`;

const Summary = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The page for any path the site does not have; the path is logged to the console. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const { name } = company(useLocale());

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <MessagePage>
      {/* React places these in <head>; no route supplies a head for a missing page. */}
      <title>{`${t('notFound.metaTitle')} | ${name}`}</title>
      <meta name="description" content={t('notFound.metaDescription')} />
      <meta name="robots" content="noindex" />
      <Code>{t('notFound.code')}</Code>
      <h1>{t('notFound.title')}</h1>
      <Summary>{t('notFound.summary')}</Summary>
      <ButtonLink to="/">{t('notFound.home')}</ButtonLink>
    </MessagePage>
  );
}
