import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { prepareWebTests, renderRoute } from '../../test/render-page';
import { Composer } from './composer';

/** The page holds the text; so does this stand-in. */
function Harness({ onSend }: { onSend: (text: string) => Promise<void> }) {
	const [text, setText] = useState('');
	return <Composer text={text} onTextChange={setText} onSend={onSend} />;
}

beforeAll(prepareWebTests);
afterEach(cleanup);

const input = () => screen.getByTestId('chat-input') as HTMLTextAreaElement;

describe('the composer', () => {
	it('sends on Enter and clears once the server stored the message', async () => {
		const sent: string[] = [];
		await renderRoute(() => (
			<Harness
				onSend={async (text) => {
					sent.push(text);
				}}
			/>
		));
		fireEvent.change(input(), { target: { value: 'Hola' } });
		fireEvent.keyDown(input(), { key: 'Enter' });
		await waitFor(() => expect(input().value).toBe(''));
		expect(sent).toEqual(['Hola']);
	});

	it('keeps the typed text and shows the spec text when the send fails, then sends on retry', async () => {
		let fail = true;
		const sent: string[] = [];
		await renderRoute(() => (
			<Harness
				onSend={async (text) => {
					sent.push(text);
					if (fail) throw new Error('');
				}}
			/>
		));
		fireEvent.change(input(), { target: { value: 'Necesito un logo' } });
		fireEvent.keyDown(input(), { key: 'Enter' });
		expect((await screen.findByTestId('chat-send-error')).textContent).toBe(
			'No se pudo enviar el mensaje. Inténtalo de nuevo.',
		);
		expect(input().value).toBe('Necesito un logo');
		fail = false;
		fireEvent.click(screen.getByTestId('chat-send'));
		await waitFor(() => expect(input().value).toBe(''));
		expect(screen.queryByTestId('chat-send-error')).toBeNull();
		expect(sent).toEqual(['Necesito un logo', 'Necesito un logo']);
	});

	it('does not send on Shift+Enter', async () => {
		const sent: string[] = [];
		await renderRoute(() => (
			<Harness
				onSend={async (text) => {
					sent.push(text);
				}}
			/>
		));
		fireEvent.change(input(), { target: { value: 'línea' } });
		fireEvent.keyDown(input(), { key: 'Enter', shiftKey: true });
		expect(sent).toEqual([]);
	});
});
