// The kit's bare select, in a module of its own: the header's account switcher is in the initial
// JavaScript, and importing it from fields.tsx took the whole form kit there with it.
import type { Ref, SelectHTMLAttributes } from 'react';

/**
 * The kit's select control where the label sits beside it rather than in a field frame: a toolbar
 * (a wrapping `<label>` or `aria-label`), a table row. Options are its children. A labelled form
 * field with error and description is `SelectField`. (Lint allows no raw `<select>` outside the kit.)
 */
export function Select({
  ref,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  return <select ref={ref} {...props} />;
}

/** A Select's options for plain values shown as they are (page sizes, counts). */
export const plainOptions = (values: Iterable<string | number>) =>
  [...values].map((value) => (
    <option key={value} value={value}>
      {value}
    </option>
  ));
