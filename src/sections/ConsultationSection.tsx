import { BadgeCheck } from 'lucide-react';
import styled from 'styled-components';
import { listReset } from '../theme/mixins';
import { CheckList } from '../components/CheckList';
import { Container } from '../components/Container';
import { ConsultationForm } from '../forms/ConsultationForm';

const Band = styled.section`
  padding-block: ${({ theme }) => theme.space(16)};
  background: ${({ theme }) => theme.color.surface};
`;

const Layout = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space(10)};
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: 2fr 3fr;
  }
  h2 {
    font-size: ${({ theme }) => theme.type.section};
  }
`;

const Pitch = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(6)};
  > p {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Badges = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  ${listReset}
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.round};
    background: ${({ theme }) => theme.color.accentSoft};
    color: ${({ theme }) => theme.color.accentText};
    font-weight: 700;
    font-size: ${({ theme }) => theme.type.small};
  }
`;

export interface ConsultationSectionProps {
  title: string;
  summary: string;
  benefits: string[];
  badges: string[];
}

/** The home page's closing call to action: what a consultation brings, and its form. */
export function ConsultationSection({
  title,
  summary,
  benefits,
  badges,
}: ConsultationSectionProps) {
  return (
    <Band aria-labelledby="consultation-title">
      <Layout>
        <Pitch>
          <h2 id="consultation-title">{title}</h2>
          <p>{summary}</p>
          <CheckList items={benefits} />
          <Badges>
            {badges.map((badge) => (
              <li key={badge}>
                <BadgeCheck aria-hidden="true" size="1.125rem" />
                {badge}
              </li>
            ))}
          </Badges>
        </Pitch>
        <ConsultationForm />
      </Layout>
    </Band>
  );
}
