import type CmsApp from 'decap-cms-app';
import { Component, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { z } from 'zod';
import { contentTypes } from '../content/schema/contentTypes';
import { issueSentence } from '../../tooling/contentCheck/schemaProblems';
import { schemaAt } from '../../tooling/contentCheck/schemaWalk';
import { locales } from '../../shared/locales';
import { localeInfo } from '../i18n/localeInfo';
import { editedTitle } from './editedTitle';
import { labelOf } from './fieldLabels';

type WidgetControl = Exclude<Parameters<typeof CmsApp.registerWidget>[1], string | undefined>;

/** The props the CMS gives every field's control. */
export type ControlProps = ComponentProps<WidgetControl> & {
  /** The language of the pane the field is in, when the collection has two. */
  locale?: string;
};

/** What the CMS calls on a control it validates, focuses or re-renders. */
export interface ControlInstance {
  isValid?: () => unknown;
  focus?: (path?: string) => void;
  getValidateValue?: () => unknown;
  /** A group's or list's own check, which checks each field inside it. */
  validate?: () => void;
  shouldComponentUpdate?: (next: ControlProps) => boolean;
}

/** A built-in control, reached through its instance as the CMS reaches it. */
export type InnerControl = ComponentType<
  ControlProps & { ref?: (instance: ControlInstance | null) => void }
>;

/** A field's rule in the content schema, from the `schema` the collections give each field. */
export function ruleOf(place: unknown): z.core.$ZodType | undefined {
  if (typeof place !== 'string') return undefined;
  const [typeName, path = ''] = place.split(':');
  const type = contentTypes.find((candidate) => candidate.name === typeName);
  if (!type || path === '') return undefined;
  const keys = path.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key));
  return schemaAt(type.fields, keys);
}

/** A value of the CMS's form as plain data (its lists and groups are Immutable.js). */
export function plain(value: unknown): unknown {
  if (typeof value === 'object' && value !== null && 'toJS' in value) {
    const { toJS } = value;
    if (typeof toJS === 'function') return toJS.call(value);
  }
  return value;
}

/**
 * What `npm run content` would say of this field's own value (a list's count, a link's
 * form, a required field left blank), or undefined when the schema allows it. The fields
 * inside a group or list speak for themselves; a blank optional field is left out of the file.
 */
export function schemaProblem(place: unknown, value: unknown, required = true): string | undefined {
  const rule = ruleOf(place);
  const written = plain(value);
  const blank = written === undefined || written === null || written === '';
  if (!rule || (blank && !required)) return undefined;
  // A cleared field leaves the file (editedYaml.ts), so the check would find it missing.
  const saved = blank ? undefined : written;
  const result = z.safeParse(rule, saved);
  if (result.success) return undefined;
  const own = result.error.issues.find((issue) => issue.path.length === 0);
  return own && issueSentence(own, saved, rule);
}

/** A pane takes its language's direction; shared values (links, numbers, slugs) read left to right. */
function directionOf({ field, locale }: ControlProps): 'rtl' | 'ltr' | undefined {
  const lang = languageOf({ field, locale });
  if (lang === undefined) return undefined;
  if (field.get('i18n') === 'duplicate') return 'ltr';
  const known = locales.find((each) => each === lang);
  return known === undefined ? 'ltr' : localeInfo[known].direction;
}

/** The pane's language, or the language of the one file the form edits. */
function languageOf({ field, locale }: Pick<ControlProps, 'field' | 'locale'>) {
  const lang: unknown = locale ?? field.get('lang');
  return typeof lang === 'string' ? lang : undefined;
}

/**
 * One of the CMS's own controls, set in its pane's language and direction and checked with
 * the content schema's rule for the field, whose message the form shows.
 */
export function schemaControl(Base: InnerControl): ComponentType<ControlProps> {
  return class SchemaControl extends Component<ControlProps> {
    inner: ControlInstance | null = null;

    isValid = (): unknown => {
      const { field } = this.props;
      const value: unknown = this.props.value;
      const problem = schemaProblem(field.get('schema'), value, field.get('required') !== false);
      if (problem !== undefined) {
        const label: unknown = field.get('label');
        const name = typeof label === 'string' ? label : labelOf(String(field.get('name')));
        return { error: { type: 'CUSTOM', message: `${name}: ${problem}` } };
      }
      return this.inner?.isValid?.() ?? true;
    };

    focus = (path?: string) => this.inner?.focus?.(path);

    getValidateValue = () => this.inner?.getValidateValue?.();

    /*
     * The CMS holds this wrapper as the field's control and looks on it for two of the
     * control's own methods, using its defaults when they are absent: `validate` (a group or
     * list checks each field inside it; without it only the group's presence is checked, so
     * an article saved without its picture) and `shouldComponentUpdate` (without it the field
     * re-renders only when its value changes, so the picture control never sees the path the
     * media library hands it in `mediaPaths`, and "Choose selected" does nothing). Each is
     * present here exactly when the inner control has it.
     */
    validate?: () => void;

    override shouldComponentUpdate?: (next: ControlProps) => boolean;

    /** A new document's page address follows its title as typed in the first language. */
    tellTitle() {
      const { field } = this.props;
      const value: unknown = this.props.value;
      const lang = languageOf(this.props);
      if (field.get('address_source') !== true || (lang !== undefined && lang !== locales[0])) {
        return;
      }
      editedTitle.set(typeof value === 'string' ? value : '');
    }

    override componentDidMount() {
      this.tellTitle();
    }

    override componentDidUpdate() {
      this.tellTitle();
    }

    keepInner = (instance: ControlInstance | null) => {
      this.inner = instance;
      this.validate = instance?.validate && (() => this.inner?.validate?.());
      this.shouldComponentUpdate =
        instance?.shouldComponentUpdate &&
        ((next) => this.inner?.shouldComponentUpdate?.(next) ?? true);
    };

    override render(): ReactNode {
      const direction = directionOf(this.props);
      const control = <Base {...this.props} ref={this.keepInner} />;
      if (direction === undefined) return control;
      return (
        <div dir={direction} lang={languageOf(this.props)}>
          {control}
        </div>
      );
    }
  };
}
