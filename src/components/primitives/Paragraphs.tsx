import styled from 'styled-components';

const Text = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  max-inline-size: ${({ theme }) => theme.measure('70ch')};
  font-size: ${({ theme }) => theme.type.lead};
`;

/** Paragraphs written in a content file as a list of strings. */
export function Paragraphs({ paragraphs }: { paragraphs: string[] }) {
  return (
    <Text>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </Text>
  );
}
