import styled from 'styled-components';
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
    font-size: clamp(1.5rem, 1.2rem + 1.2vw, 2.25rem);
  }
  p {
    margin-block-start: ${({ theme }) => theme.space(4)};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export interface ConsultationSectionProps {
  title: string;
  summary: string;
}

/** The home page's closing call to action with the consultation form. */
export function ConsultationSection({ title, summary }: ConsultationSectionProps) {
  return (
    <Band aria-labelledby="consultation-title">
      <Layout>
        <div>
          <h2 id="consultation-title">{title}</h2>
          <p>{summary}</p>
        </div>
        <ConsultationForm />
      </Layout>
    </Band>
  );
}
