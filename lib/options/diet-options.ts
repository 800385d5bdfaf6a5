/** Diet tags the user can ask to highlight; values are the normalised tags (lib/api/diet.ts). */
export const DIET_OPTIONS: ReadonlyArray<{ tag: string; label: string }> = [
  { tag: 'vegan', label: 'Vegan' },
  { tag: 'vegetarian', label: 'Vegetarian' },
  { tag: 'gluten-free', label: 'Gluten-free' },
  { tag: 'halal', label: 'Halal' },
  { tag: 'kosher', label: 'Kosher' },
  { tag: 'dairy-free', label: 'Dairy-free' },
  { tag: 'nut-free', label: 'Nut-free' },
];
