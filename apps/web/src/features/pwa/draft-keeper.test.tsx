import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { restoreDrafts, saveDrafts, setFieldValue } from './draft-keeper';
import { DRAFTS_KEY } from './drafts-key';

/** A controlled form like the app's: React state owns the values. */
function ContactForm({ onState }: { onState?: (values: { name: string; issue: string }) => void }) {
	const [name, setName] = useState('');
	const [issue, setIssue] = useState('');
	onState?.({ name, issue });
	return (
		<form>
			<label htmlFor="mantine-r1">Nombre</label>
			<input id="mantine-r1" value={name} onChange={(event) => setName(event.currentTarget.value)} />
			<label>
				Mensaje
				<textarea value={issue} onChange={(event) => setIssue(event.currentTarget.value)} />
			</label>
			<input type="password" name="password" defaultValue="" />
			<output data-testid="state">{`${name}|${issue}`}</output>
		</form>
	);
}

afterEach(() => {
	cleanup();
	sessionStorage.clear();
});

describe('typed text survives an update reload', () => {
	it('sets a controlled input so React sees the change', async () => {
		render(<ContactForm />);
		await act(async () => setFieldValue(screen.getByLabelText('Nombre') as HTMLInputElement, 'Ana'));
		expect(screen.getByTestId('state').textContent).toBe('Ana|');
	});

	it('saves the text fields of the page and puts them back into React state after a re-render', async () => {
		const first = render(<ContactForm />);
		await act(async () => {
			setFieldValue(screen.getByLabelText('Nombre') as HTMLInputElement, 'Ana Pérez');
			setFieldValue(screen.getByLabelText('Mensaje') as HTMLTextAreaElement, 'Hola,\nquiero saber más');
			setFieldValue(document.querySelector('input[type=password]') as HTMLInputElement, 'Secret123');
		});
		saveDrafts();
		const saved = sessionStorage.getItem(DRAFTS_KEY) ?? '';
		expect(saved).toContain('Ana Pérez');
		// Passwords are never written down.
		expect(saved).not.toContain('Secret123');
		first.unmount();

		// As after the reload: the keeper starts before the page's form has rendered.
		const stop = restoreDrafts();
		render(<ContactForm />);
		await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('Ana Pérez|Hola,\nquiero saber más'));
		stop();
		expect(sessionStorage.getItem(DRAFTS_KEY)).toBeNull();
	});

	it('ignores drafts saved for another page', async () => {
		sessionStorage.setItem(
			DRAFTS_KEY,
			JSON.stringify({ path: '/elsewhere', savedAt: Date.now(), fields: { 'label:Nombre': 'X' } }),
		);
		restoreDrafts();
		render(<ContactForm />);
		await act(async () => undefined);
		expect(screen.getByTestId('state').textContent).toBe('|');
		expect(sessionStorage.getItem(DRAFTS_KEY)).toBeNull();
	});
});
