import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Anchor = styled.a`
  position: absolute;
  inset-inline-start: ${({ theme }) => theme.space(3)};
  inset-block-start: ${({ theme }) => theme.space(3)};
  z-index: ${({ theme }) => theme.layer.skipLink};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.onAccent};
  font-weight: 700;
  transform: translateY(-200%);
  &:focus-visible {
    transform: none;
  }
`;

export function SkipLink() {
  const { t } = useTranslation();
  return <Anchor href="#main">{t('site.skipToContent')}</Anchor>;
}
