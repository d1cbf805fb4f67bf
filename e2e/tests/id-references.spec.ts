// The id check the axe fixture runs on every page: it must catch what axe lets through.
import { expect, idReferenceProblems, test } from '../fixtures/test.ts';

test('the id check names a dangling description, a dangling label and one id on two elements', async ({ page }) => {
  await page.setContent(`
    <label id="dob-label" for="dob">Date of birth</label>
    <input id="dob" aria-labelledby="dob-label" aria-describedby="dob-description dob-error" />
    <p id="dob-description">As on your ID</p>
    <div aria-labelledby="nothing-here"></div>
    <input id="code" name="code-1" /><input id="code" name="code-2" />
  `);
  expect(await idReferenceProblems(page)).toEqual([
    'the id "code" is on 2 elements',
    '<input id="dob"> aria-describedby names "dob-error", which no element has',
    '<div> aria-labelledby names "nothing-here", which no element has',
  ]);

  await page.setContent(`
    <label id="dob-label" for="dob">Date of birth</label>
    <input id="dob" aria-labelledby="dob-label" aria-describedby="dob-description" />
    <p id="dob-description">As on your ID</p>
  `);
  expect(await idReferenceProblems(page)).toEqual([]);
});
