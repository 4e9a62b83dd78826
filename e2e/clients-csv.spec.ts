import { expect, test } from './fixtures';
import { AURORA_ADMIN, signInAs } from './helpers';

const unique = Date.now().toString().slice(-6);
// The search reads names, phones, e-mails and documents: six digits alone also matched another
// journey's client now and then (CI), so the search looks for a word no phone or document holds.
const word = `csv${unique}`;

test('import clients from CSV: a bad row is shown by line and nothing is imported; then export', async ({
  page,
}) => {
  await signInAs(page, AURORA_ADMIN);
  await page.goto('/client');
  await page.getByTestId('import-clients').click();
  const dialog = page.getByRole('dialog');
  const bad = `nombre;telefono;email;etiquetas\nImportada ${word};310${unique}1;;VIP\n;3109990000;;\nOtra ${word};310${unique}2;sin-arroba;\n`;
  await dialog.getByTestId('import-file').setInputFiles({
    name: 'clientes.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(bad),
  });
  await dialog.getByRole('button', { name: 'Importar' }).click();
  const problems = dialog.getByTestId('import-problems');
  await expect(problems).toContainText('no se importó ningún cliente');
  await expect(problems.getByRole('row', { name: /3 El nombre es obligatorio/ })).toBeVisible();
  await expect(problems.getByRole('row', { name: /4 El correo electrónico no es válido/ })).toBeVisible();

  const search = page.getByRole('textbox', { name: 'Buscar por nombre, teléfono, correo o documento' });
  const good = `nombre;telefono;etiquetas\nImportada ${word};310${unique}1;VIP\nOtra ${word};310${unique}2;\n`;
  await dialog.getByTestId('import-file').setInputFiles({
    name: 'clientes-bien.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(good),
  });
  await dialog.getByRole('button', { name: 'Importar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '2 clientes importados' })).toBeVisible();
  await search.fill(word);
  await expect(page.getByTestId('client-table').getByRole('row')).toHaveCount(3);
  // The tag filter keeps only the client imported with the VIP tag.
  await page.getByRole('combobox', { name: 'Etiquetas' }).click();
  await page.getByRole('option', { name: 'VIP', exact: true }).click();
  await expect(page.getByTestId('client-table').getByRole('row')).toHaveCount(2);
  await expect(page.getByTestId('client-table')).toContainText(`Importada ${word}`);
  await page.getByRole('combobox', { name: 'Etiquetas' }).click();
  await page.getByRole('option', { name: 'Todas' }).click();
  await expect(page.getByTestId('client-table').getByRole('row')).toHaveCount(3);

  // The imported tag is on the client and editable in the form.
  await page
    .getByTestId('client-table')
    .getByRole('row', { name: new RegExp(`Importada ${word}`) })
    .getByRole('button', { name: 'Editar cliente' })
    .click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'VIP' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^clientes-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(text).toString('utf8')).toContain(`Importada ${word},,,,310${unique}1`);
});
