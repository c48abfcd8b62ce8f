import { Button } from '@mantine/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { prepareWebTests, renderWithProviders } from '../test/render-page';
import { LazyModal } from './lazy-modal';

beforeAll(prepareWebTests);
afterEach(cleanup);

function Page() {
	const [opened, setOpened] = useState(false);
	return (
		<>
			<Button onClick={() => setOpened(true)}>Abrir</Button>
			<LazyModal opened={opened} onClose={() => setOpened(false)} title="Confirmar" transitionProps={{ duration: 0 }}>
				<Button onClick={() => setOpened(false)}>Cerrar</Button>
			</LazyModal>
		</>
	);
}

describe('LazyModal', () => {
	it('renders nothing of the dialog until it is first opened', () => {
		renderWithProviders(<Page />);
		expect(document.querySelector('.mantine-Modal-root')).toBeNull();
		expect(screen.queryByText('Confirmar')).toBeNull();
	});

	it('opens as a Modal does, and gives focus back to what opened it when closed', async () => {
		renderWithProviders(<Page />);
		const opener = screen.getByRole('button', { name: 'Abrir' });
		// As a click or Enter on it leaves it: focused.
		opener.focus();
		fireEvent.click(opener);
		expect(await screen.findByRole('dialog', { name: 'Confirmar' })).toBeTruthy();
		fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
		await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
		await waitFor(() => expect(document.activeElement).toBe(opener));
		// Opened again from the kept Modal.
		fireEvent.click(opener);
		expect(await screen.findByRole('dialog', { name: 'Confirmar' })).toBeTruthy();
	});
});
