import { useLayoutEffect, useRef } from 'react';
import { forgetTypedText, type TypedText, typedText } from '../ssr/typed-before-take-over';

/**
 * For an input that the server's drawn page also has (same `name`): when the app replaces that
 * page, starts from the text the visitor typed into it meanwhile, and takes its focus and caret
 * (ssr/typed-before-take-over.ts). Layout effects: they run in the commit that removed the drawn
 * input, before the browser handles another key, so no character falls between the two. Returns
 * the ref for the input. A drawn form the visitor sent is sent by the app's form instead.
 */
export function useTypedTextCarriedOver(
	name: string,
	setText: (text: string) => void,
	/** The visitor pressed Enter in the drawn form: do what the app's form does on submit. */
	submit: (text: string) => void,
) {
	const input = useRef<HTMLInputElement>(null);
	const carried = useRef<TypedText | null>(null);
	useLayoutEffect(() => {
		const typed = typedText(name);
		if (!typed) return;
		forgetTypedText(name);
		carried.current = typed;
		setText(typed.text);
	}, [name, setText]);
	// Once the input shows the carried text: the focus and caret, if the drawn input had them.
	useLayoutEffect(() => {
		const typed = carried.current;
		const element = input.current;
		if (!typed || !element || element.value !== typed.text) return;
		carried.current = null;
		if (typed.submitted) {
			submit(typed.text);
			return;
		}
		if (!typed.focused) return;
		element.focus();
		if (typed.selection) element.setSelectionRange(...typed.selection);
	});
	return input;
}
