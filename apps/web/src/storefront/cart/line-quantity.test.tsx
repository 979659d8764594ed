// @vitest-environment happy-dom
// Tests of a cart line's quantity stepper: steps by click, typed quantities sent on blur or Enter only when valid.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { LineQuantity } from './line-quantity.js';

afterEach(cleanup);

function renderStepper(quantity: number) {
  const onStep = vi.fn();
  const onSet = vi.fn();
  render(<LineQuantity quantity={quantity} name="Mug" onStep={onStep} onSet={onSet} />);
  const input = screen.getByRole('spinbutton', { name: 'Quantity of Mug' }) as HTMLInputElement;
  return { onStep, onSet, input };
}

it('steps up and down by one, and cannot go below 1', () => {
  const { onStep, input } = renderStepper(1);
  expect(input.value).toBe('1');
  const decrease = screen.getByRole('button', { name: 'Decrease quantity of Mug' }) as HTMLButtonElement;
  expect(decrease.disabled).toBe(true);
  fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Mug' }));
  fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Mug' }));
  expect(onStep.mock.calls).toEqual([[1], [1]]);
  cleanup();
  const second = renderStepper(3);
  fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Mug' }));
  expect(second.onStep).toHaveBeenCalledWith(-1);
});

it('sends a typed quantity when the field is left or Enter is pressed, not on every keystroke', () => {
  const { onSet, input } = renderStepper(2);
  fireEvent.change(input, { target: { value: '1' } });
  fireEvent.change(input, { target: { value: '12' } });
  expect(onSet).not.toHaveBeenCalled();
  expect(input.value).toBe('12');
  fireEvent.blur(input);
  expect(onSet).toHaveBeenCalledWith(12);
  fireEvent.change(input, { target: { value: '7' } });
  fireEvent.keyDown(input, { key: 'Enter' });
  expect(onSet).toHaveBeenLastCalledWith(7);
  expect(onSet).toHaveBeenCalledTimes(2);
});

it('drops a typed value that is no quantity, and shows the cart’s again', () => {
  const { onSet, input } = renderStepper(2);
  for (const typed of ['0', '-3', '2.5', '', '2']) {
    fireEvent.change(input, { target: { value: typed } });
    fireEvent.blur(input);
    expect(input.value, typed).toBe('2');
  }
  expect(onSet).not.toHaveBeenCalled();
});
