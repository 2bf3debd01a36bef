import TextField from '@mui/material/TextField';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormColumns, FULL_ROW } from './form-columns.tsx';

describe('form columns', () => {
  it('lays the fields in a grid of one column on a phone and two from md up, a full row spanning both', () => {
    render(
      <FormColumns>
        <TextField label="Full name" />
        <TextField label="Phone number" />
        <TextField label="Address" sx={FULL_ROW} />
      </FormColumns>,
    );
    const grid = screen.getByTestId('form-columns');
    expect(getComputedStyle(grid).display).toBe('grid');
    // The fields stay in reading order (keyboard order is the visual order).
    const labels = [...grid.querySelectorAll('input')].map((i) => i.labels?.[0]?.textContent);
    expect(labels).toEqual(['Full name', 'Phone number', 'Address']);
    expect(getComputedStyle(screen.getByLabelText('Address').closest('.MuiFormControl-root')!).gridColumn).toMatch(
      /^1\s*\/\s*-1$/,
    );
  });
});
