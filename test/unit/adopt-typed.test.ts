import { expect } from 'chai';
import { changedValue, type FieldLike } from '../../src/components/useAdoptTyped.ts';

/** Which fields count as typed before hydration (docs/architecture.md, Before hydration): those the visitor changed. */
describe('changedValue: a field the visitor changed before hydration', () => {
  const text = (value: string, defaultValue: string): FieldLike => ({
    name: 'search',
    type: 'search',
    value,
    defaultValue,
  });
  const box = (type: 'checkbox' | 'radio', checked: boolean, defaultChecked: boolean): FieldLike => ({
    name: 'pick',
    type,
    value: 'on',
    checked,
    defaultChecked,
  });
  const select = (value: string, selected: string | null): FieldLike => ({
    name: 'numberOfAdults',
    type: 'select-one',
    value,
    options: ['1', '2', '3'].map((v) => ({ value: v, defaultSelected: v === selected })),
  });

  it('a text, date or number field: its value when it differs from the rendered one', () => {
    expect(changedValue(text('reykjavik ', ''))).to.equal('reykjavik ');
    expect(changedValue(text('', 'sauna'))).to.equal('');
    expect(changedValue(text('sauna', 'sauna'))).to.equal(undefined);
    expect(changedValue({ name: 'checkIn', type: 'date', value: '2027-03-11', defaultValue: '' })).to.equal(
      '2027-03-11',
    );
  });

  it('a checkbox: its value once ticked, empty once unticked; a radio: its value once chosen', () => {
    expect(changedValue(box('checkbox', true, false))).to.equal('on');
    expect(changedValue(box('checkbox', false, true))).to.equal('');
    expect(changedValue(box('checkbox', true, true))).to.equal(undefined);
    expect(changedValue(box('radio', true, false))).to.equal('on');
    expect(changedValue(box('radio', false, true))).to.equal(undefined);
  });

  it('a select: its value when another option than the rendered one (or the first) is chosen', () => {
    expect(changedValue(select('3', '2'))).to.equal('3');
    expect(changedValue(select('2', '2'))).to.equal(undefined);
    expect(changedValue(select('1', null))).to.equal(undefined);
    expect(changedValue(select('2', null))).to.equal('2');
  });
});
