// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ar from '../../i18n/locales/ar.json';
import arForm from '../../forms/formLocales/ar.json';
import { renderInRouter } from '../../testing/renderInRouter';
import { NoticesProvider, useNotify } from './Notices';

/** A button that shows a failure notice, as a form does when its submission fails. */
function FailingForm() {
  const notify = useNotify();
  const fail = () => {
    notify({
      tone: 'destructive',
      title: arForm.notices.failureTitle,
      description: arForm.notices.failureDescription,
    });
  };
  return (
    <button type="button" onClick={fail}>
      {ar.forms.sendMessage}
    </button>
  );
}

describe('notices', () => {
  it('label their region and each notice in the page language, with the shortcut filled in', async () => {
    await renderInRouter(
      <NoticesProvider>
        <FailingForm />
      </NoticesProvider>,
      '/ar',
    );
    fireEvent.click(screen.getByRole('button', { name: ar.forms.sendMessage }));
    expect(
      await screen.findByRole('region', { name: arForm.notices.region.replace('{hotkey}', 'F8') }),
    ).toBeInTheDocument();
    // Radix announces a notice in a live region of its own, a frame after it appears.
    await waitFor(() => {
      const announced = screen.getAllByRole('status').map((status) => status.textContent);
      expect(announced.join(' ')).toContain(arForm.notices.announcement);
    });
    expect(document.body.textContent).not.toContain('{hotkey}');
  });
});
