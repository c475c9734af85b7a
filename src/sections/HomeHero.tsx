import { CircleCheck, Pause, Play } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { listReset } from '../theme/mixins';
import { ButtonPair } from '../components/ButtonLink';
import { Container } from '../components/Container';
import { FigureList, type LabelledFigure } from '../components/FigureList';
import { localeInfo } from '../i18n/localeInfo';
import { useLocale } from '../i18n/useLocale';
import { useReducedMotion } from '../accessibility/useReducedMotion';
import { RotatingText } from './RotatingText';
import { useRotation } from './useRotation';

/** The badge changes every 2 s, the headline accent every 3 s. */
export const badgeIntervalMs = 2000;
export const accentIntervalMs = 3000;

const Band = styled.section`
  position: relative;
  overflow: hidden;
  padding-block: ${({ theme }) => theme.space(20)} ${({ theme }) => theme.space(16)};
  background:
    radial-gradient(
      60rem 30rem at 85% -10%,
      ${({ theme }) => theme.color.accentSoft},
      transparent 70%
    ),
    ${({ theme }) => theme.color.background};
  &:dir(rtl) {
    background:
      radial-gradient(
        60rem 30rem at 15% -10%,
        ${({ theme }) => theme.color.accentSoft},
        transparent 70%
      ),
      ${({ theme }) => theme.color.background};
  }
`;

const BadgeRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-end: ${({ theme }) => theme.space(6)};
`;

const Badge = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-block-size: 2.25rem;
  padding-inline: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.accentSoft};
  color: ${({ theme }) => theme.color.accentText};
  font-weight: 700;
  font-size: 0.9rem;
`;

const PauseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 2.25rem;
  block-size: 2.25rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.round};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
`;

const Headline = styled.h1`
  max-inline-size: 20ch;
  font-size: clamp(2.25rem, 1.5rem + 3.4vw, 4rem);
  font-weight: 800;
`;

const Accent = styled(RotatingText)`
  display: grid;
  color: ${({ theme }) => theme.color.accentText};
`;

const Summary = styled.p`
  max-inline-size: 60ch;
  margin-block: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(8)};
  font-size: 1.2rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The proof points stay with the text they support, not spread across the hero. */
const Figures = styled(FigureList)`
  max-inline-size: 36rem;
  margin-block: ${({ theme }) => theme.space(12)} 0;
`;

const Partners = styled.div`
  margin-block-start: ${({ theme }) => theme.space(12)};
  h2 {
    font-size: 0.95rem;
    color: ${({ theme }) => theme.color.textMuted};
    margin-block-end: ${({ theme }) => theme.space(3)};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(3)};
    ${listReset}
  }
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.medium};
    background: ${({ theme }) => theme.color.surfaceRaised};
    font-weight: 600;
  }
`;

interface Action {
  label: string;
  href: string;
}

/** What the hero shows; `content/pages/home.{en,ar}.yaml` provides it. */
export interface HeroContent {
  badges: string[];
  headline: string;
  headlineAccents: string[];
  summary: string;
  primaryAction: Action;
  secondaryAction: Action;
  figures: LabelledFigure[];
  partnersLabel: string;
  partners: string[];
}

export function HomeHero({ hero }: { hero: HeroContent }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const reducedMotion = useReducedMotion();
  const [pausedByVisitor, setPausedByVisitor] = useState(false);
  const paused = pausedByVisitor || reducedMotion;
  const badge = useRotation(hero.badges.length, badgeIntervalMs, paused);
  const accent = useRotation(hero.headlineAccents.length, accentIntervalMs, paused);
  const list = new Intl.ListFormat(localeInfo[locale].intlTag, { type: 'conjunction' });

  return (
    <Band aria-label={t('home.heroLabel')}>
      <Container>
        <BadgeRow>
          {reducedMotion ? null : (
            <PauseButton
              type="button"
              aria-pressed={pausedByVisitor}
              aria-label={t('home.pauseRotation')}
              onClick={() => setPausedByVisitor((value) => !value)}
            >
              {pausedByVisitor ? (
                <Play aria-hidden="true" size="1rem" />
              ) : (
                <Pause aria-hidden="true" size="1rem" />
              )}
            </PauseButton>
          )}
          <Badge>
            <CircleCheck aria-hidden="true" size="1.125rem" />
            <RotatingText
              phrases={hero.badges}
              active={badge.index}
              animate={badge.started}
              testId="hero-badge"
            />
            <span className="visually-hidden">{list.format(hero.badges)}</span>
          </Badge>
        </BadgeRow>
        <Headline>
          {hero.headline}{' '}
          <Accent
            phrases={hero.headlineAccents}
            active={accent.index}
            animate={accent.started}
            testId="hero-accent"
          />
          <span className="visually-hidden">{list.format(hero.headlineAccents)}</span>
        </Headline>
        <Summary>{hero.summary}</Summary>
        <ButtonPair primary={hero.primaryAction} secondary={hero.secondaryAction} />
        <Figures figures={hero.figures} />
        <Partners>
          <h2>{hero.partnersLabel}</h2>
          <ul>
            {hero.partners.map((partner) => (
              <li key={partner}>
                <CircleCheck aria-hidden="true" size="1.125rem" />
                {partner}
              </li>
            ))}
          </ul>
        </Partners>
      </Container>
    </Band>
  );
}
