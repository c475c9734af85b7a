import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { applySettings } from './applySettings';
import { defaultSettings, type AccessibilitySettings } from './settings';

/** The announcement of a change stays in the live region for about a second. */
const announcementMs = 1000;

interface AccessibilityContextValue {
  settings: AccessibilitySettings;
  change: (update: Partial<AccessibilitySettings>) => void;
  reset: () => void;
}

const AccessibilityContext = createContext<AccessibilityContextValue>({
  settings: defaultSettings,
  change: () => undefined,
  reset: () => undefined,
});

export function useAccessibility(): AccessibilityContextValue {
  return useContext(AccessibilityContext);
}

/**
 * Holds the accessibility panel's settings for the visit (never stored, so a reload
 * returns to the defaults), applies them to the document as they change and, with screen
 * reader support on, announces each change in a polite live region.
 */
export function AccessibilityProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [settings, setSettings] = useState(defaultSettings);
  const [announcement, setAnnouncement] = useState('');
  const changed = useRef(false);
  const previous = useRef(settings);

  useEffect(() => {
    applySettings(document.documentElement, settings);
    // Turning screen reader support off, or resetting it, is announced too.
    const announce = settings.screenReader || previous.current.screenReader;
    previous.current = settings;
    if (!changed.current || !announce) return undefined;
    setAnnouncement(t('accessibility.updated'));
    const timer = window.setTimeout(() => setAnnouncement(''), announcementMs);
    return () => window.clearTimeout(timer);
  }, [settings, t]);

  const value: AccessibilityContextValue = {
    settings,
    change: (update) => {
      changed.current = true;
      setSettings((current) => ({ ...current, ...update }));
    },
    reset: () => {
      changed.current = true;
      setSettings(defaultSettings);
    },
  };

  return (
    <AccessibilityContext value={value}>
      {children}
      <div role="status" className="visually-hidden" data-testid="accessibility-announcement">
        {announcement}
      </div>
    </AccessibilityContext>
  );
}
