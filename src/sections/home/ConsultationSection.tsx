import styled from 'styled-components';
import { layOutNearScreen, useLayOutAhead } from '../../performance/useLayOutAhead';
import { bandSurface } from '../../theme/bandSurface';
import { CheckList } from '../../components/primitives/CheckList';
import { Container } from '../../components/primitives/Container';
import { ConsultationForm } from '../../forms/ConsultationForm';

const Band = styled.section`
  ${bandSurface}
  ${layOutNearScreen}
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

export interface ConsultationSectionProps {
  title: string;
  summary: string;
  benefits: string[];
}

/**
 * The home page's closing call to action: what a consultation brings, and its form. It
 * repeats none of the figures the page has already shown.
 */
export function ConsultationSection({ title, summary, benefits }: ConsultationSectionProps) {
  const band = useLayOutAhead<HTMLElement>();
  return (
    <Band ref={band} aria-labelledby="consultation-title">
      <Layout>
        <Pitch>
          <h2 id="consultation-title">{title}</h2>
          <p>{summary}</p>
          <CheckList items={benefits} />
        </Pitch>
        <ConsultationForm />
      </Layout>
    </Band>
  );
}
