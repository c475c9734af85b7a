import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { localeInfo } from '../../i18n/localeInfo';
import { useLocale } from '../../i18n/useLocale';
import { languageSwitchTarget } from '../../routing/languageSwitchTarget';
import { tapTarget } from '../../theme/mixins';
import { tightHeader } from '../../theme/theme';
import { setTheme, useTheme } from '../../theme/themeStore';
import { Glyph } from '../primitives/Glyph';

const Group = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
`;

/** The header's round, bordered controls: language, theme and the search. */
export const controlStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1.5)};
  min-block-size: 2.5rem;
  min-inline-size: 2.5rem;
  /* 44 px where they are tapped; the one-row desktop header has no room to spare. */
  ${tapTarget}
  padding-inline: ${({ theme }) => theme.space(2.5)};
  border-radius: ${({ theme }) => theme.radius.round};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font-weight: 700;
  font-size: ${({ theme }) => theme.type.small};
  text-decoration: none;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.accentSoft};
  }
`;

const LanguageLink = styled(Link)`
  ${controlStyles}
  ${tightHeader} {
    padding-inline: ${({ theme }) => theme.space(1.5)};
  }
  /* The one Arabic word on an English page is drawn in the system's Arabic font, so that
     English pages never download Cairo's Arabic letters (31 KB) for it, in the first screen. */
  &:lang(ar) {
    font-family: ${({ theme }) => theme.font.systemFamily};
  }
`;

const ThemeButton = styled.button`
  ${controlStyles}
`;

/** The fixed control on every page: the language toggle and the theme toggle. */
export function DisplayControls() {
  const { t } = useTranslation();
  const locale = useLocale();
  const theme = useTheme();
  const { otherLocale } = localeInfo[locale];
  const target = useRouterState({ select: languageSwitchTarget });

  return (
    <Group role="group" aria-label={t('display.label')}>
      <LanguageLink
        to={target}
        hrefLang={otherLocale}
        lang={otherLocale}
        title={t('display.switchLanguage')}
      >
        {t('display.otherLanguage')}
      </LanguageLink>
      <ThemeButton
        type="button"
        aria-pressed={theme === 'dark'}
        aria-label={t('display.darkTheme')}
        onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
      >
        {theme === 'dark' ? (
          <Glyph name="moon" size="1.125rem" />
        ) : (
          <Glyph name="sun" size="1.125rem" />
        )}
      </ThemeButton>
    </Group>
  );
}
