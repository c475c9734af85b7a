import { Component, type ChangeEvent, type ReactNode } from 'react';
import { editedTitle } from './editedTitle';
import { labelOf } from './fieldLabels';
import type { ControlProps } from './schemaControl';
import { addressPattern, defaultAddress } from './pageAddress';

/** The part of the CMS's entry (an Immutable.js map) the control reads. */
interface EntryMap {
  get: (key: string) => unknown;
}

type AddressProps = ControlProps & {
  entry?: EntryMap;
  setActiveStyle?: () => void;
  setInactiveStyle?: () => void;
};

/**
 * The page address of the document in the form: the site path it is published at. A new
 * document's address follows its title (transliterated, short) until the editor writes one;
 * a published document keeps its file's name, so links to it keep working, and shows it.
 * The collection's `slug` template names this field, so a new file is named after it.
 */
export class AddressControl extends Component<AddressProps> {
  /** Once the editor writes an address, the title no longer changes it. */
  written = false;

  private isNew(): boolean {
    return this.props.entry?.get('newRecord') === true;
  }

  private pathOf(slug: string): string {
    const page: unknown = this.props.field.get('page');
    return typeof page === 'string' ? page.replace('{{slug}}', slug) : slug;
  }

  private stopFollowing: (() => void) | undefined;

  private followTitle = () => {
    if (!this.isNew() || this.written) return;
    const wanted = defaultAddress(editedTitle.get());
    if (wanted !== (this.props.value ?? '')) this.props.onChange(wanted);
  };

  override componentDidMount() {
    this.stopFollowing = editedTitle.subscribe(this.followTitle);
    this.followTitle();
  }

  override componentWillUnmount() {
    this.stopFollowing?.();
  }

  /** A published document's address is its file's name, which is always there. */
  getValidateValue = (): unknown => {
    const slug: unknown = this.props.entry?.get('slug');
    return this.isNew() ? this.props.value : slug;
  };

  isValid = (): unknown => {
    const value: unknown = this.props.value;
    if (!this.isNew() || typeof value !== 'string' || value === '') return true;
    if (addressPattern.test(value)) return true;
    const label: unknown = this.props.field.get('label');
    const name = typeof label === 'string' ? label : labelOf('pageAddress');
    return {
      error: {
        type: 'CUSTOM',
        message: `${name}: "${value}" may hold only lower-case letters a to z, digits and single hyphens between words, such as ${defaultAddress('Cloud migration guide')}.`,
      },
    };
  };

  onInput = (event: ChangeEvent<HTMLInputElement>) => {
    this.written = event.target.value !== '';
    this.props.onChange(event.target.value);
  };

  override render(): ReactNode {
    const { forID, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props;
    const value: unknown = this.props.value;
    const slug: unknown = this.props.entry?.get('slug');
    if (!this.isNew()) {
      return (
        <input
          id={forID}
          className={classNameWrapper}
          dir="ltr"
          readOnly
          value={this.pathOf(typeof slug === 'string' ? slug : '')}
        />
      );
    }
    const written = typeof value === 'string' ? value : '';
    return (
      <>
        <input
          id={forID}
          className={classNameWrapper}
          dir="ltr"
          value={written}
          onChange={this.onInput}
          onFocus={setActiveStyle}
          onBlur={setInactiveStyle}
        />
        {typeof this.props.field.get('page') === 'string' && (
          <output id={`${forID}-path`} htmlFor={forID} dir="ltr" className="page-address">
            {this.pathOf(written)}
          </output>
        )}
      </>
    );
  }
}
