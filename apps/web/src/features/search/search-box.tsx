import type { ProfileKind } from '@edge/api/profile-kinds';
import { ActionIcon, Combobox, Group, Text, TextInput, type TextInputProps, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowRight, IconCategory, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';
import { useTypedTextCarriedOver } from '../../lib/use-typed-text-carried-over';
import { PROFILE_PAGE } from '../directory/profile-links';
import { categoryName } from './category-name';
import type { Suggestion } from './search-types';

const SUGGEST_MIN_LENGTH = 2;
const SUGGEST_DELAY_MS = 250;
/** The input's name, the same in the page the server draws: what was typed there is carried over. */
const SEARCH_FIELD = 'q';

interface SearchBoxProps {
	/** The text of the search being shown (the URL's `q`); the box follows it when it changes. */
	value: string;
	onSearch: (q: string) => void;
	/** Picking a category suggestion filters by it. */
	onCategory: (slug: string) => void;
	size?: TextInputProps['size'];
	/** On a listing of one kind, suggest only that kind's categories and profiles. */
	kind?: ProfileKind;
}

const optionValue = (suggestion: Suggestion) =>
	suggestion.type === 'category' ? `category:${suggestion.slug}` : `profile:${suggestion.id}`;

/**
 * Loads the suggestions the box asks for when it starts with `q` (a listing route's loader, for the
 * server's draw, which then draws the page once with the box as the browser would have it).
 */
export async function loadSuggestions(
	queryClient: QueryClient,
	q: string | undefined,
	kind?: ProfileKind,
): Promise<void> {
	const text = q?.trim() ?? '';
	if (text.length >= SUGGEST_MIN_LENGTH)
		await queryClient.ensureQueryData(trpc.directory.suggest.queryOptions({ q: text, kind }));
}

/**
 * The search text with suggestions while typing (directory.suggest): categories filter the
 * listing, profiles open their page, Enter searches for the text as typed.
 */
export function SearchBox({ value, onSearch, onCategory, size = 'md', kind }: SearchBoxProps) {
	const { t, i18n } = useTranslation();
	const navigate = useNavigate();
	const [text, setText] = useState(value);
	// The box follows the URL's text when it changes (a new search, back), and only then: an effect
	// run on mount would also overwrite the text carried over from the drawn page.
	const [followed, setFollowed] = useState(value);
	if (value !== followed) {
		setFollowed(value);
		setText(value);
	}
	const input = useTypedTextCarriedOver(SEARCH_FIELD, setText, (typed) => onSearch(typed.trim()));
	const [debounced] = useDebouncedValue(text.trim(), SUGGEST_DELAY_MS);
	const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
	const suggestions = useQuery({
		...trpc.directory.suggest.queryOptions({ q: debounced, kind }),
		enabled: debounced.length >= SUGGEST_MIN_LENGTH,
		placeholderData: keepPreviousData,
		staleTime: 60_000,
	});
	const options = text.trim().length >= SUGGEST_MIN_LENGTH ? (suggestions.data ?? []) : [];
	// The suggestion list is mounted from the first focus or suggestion on, not with the page: mounted,
	// floating-ui positions it as soon as React has taken the page over, which forced a layout of the
	// whole page in the take-over's last task (docs/bench.md, "Lighthouse"). On focus, not only with the
	// first suggestion: the list must be there when the box opens it, or the box's aria-controls never
	// names it (Mantine reads the list's id as the dropdown opens).
	const [listMounted, setListMounted] = useState(false);
	if (!listMounted && options.length > 0) setListMounted(true);

	const submit = (event: FormEvent) => {
		event.preventDefault();
		combobox.closeDropdown();
		onSearch(text.trim());
	};

	const pick = (picked: string) => {
		combobox.closeDropdown();
		const suggestion = options.find((option) => optionValue(option) === picked);
		if (!suggestion) return;
		if (suggestion.type === 'category') {
			setText('');
			onCategory(suggestion.slug);
		} else {
			void navigate({ to: PROFILE_PAGE[suggestion.kind], search: { id: suggestion.id } });
		}
	};

	return (
		<>
			{/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for some supported browsers; the role is equivalent */}
			<form onSubmit={submit} role="search" data-testid="search-box">
				<Combobox store={combobox} onOptionSubmit={pick}>
					<Combobox.Target>
						<TextInput
							size={size}
							value={text}
							type="search"
							name={SEARCH_FIELD}
							ref={input}
							aria-label={t('search.box.label')}
							placeholder={t('search.box.placeholder')}
							leftSection={<IconSearch size={18} aria-hidden />}
							rightSection={
								<ActionIcon
									type="submit"
									variant="filled"
									size={size === 'lg' ? 'lg' : 'md'}
									aria-label={t('search.box.submit')}
								>
									<IconArrowRight size={18} />
								</ActionIcon>
							}
							rightSectionWidth={size === 'lg' ? 52 : 42}
							onChange={(event) => {
								setText(event.currentTarget.value);
								combobox.openDropdown();
								combobox.updateSelectedOptionIndex();
							}}
							onFocus={() => {
								setListMounted(true);
								combobox.openDropdown();
							}}
							onBlur={() => combobox.closeDropdown()}
							data-testid="search-input"
						/>
					</Combobox.Target>
					{listMounted && (
						<Combobox.Dropdown hidden={options.length === 0} aria-label={t('search.box.suggestionsLabel')}>
							<Combobox.Options>
								{options.map((option) => (
									<Combobox.Option value={optionValue(option)} key={optionValue(option)} data-testid="suggestion">
										{option.type === 'category' ? (
											<Group gap={6} wrap="nowrap">
												<IconCategory size={16} aria-hidden />
												<Text fz="sm">{categoryName(option, i18n.language)}</Text>
												<Text fz="xs" c="dimmed">
													{t('search.box.categorySuggestion')}
												</Text>
											</Group>
										) : (
											<Group gap={6} wrap="nowrap">
												<Text fz="sm">{option.title}</Text>
												<Text fz="xs" c="dimmed">
													{t(`directory.kinds.${option.kind}`)}
												</Text>
											</Group>
										)}
									</Combobox.Option>
								))}
							</Combobox.Options>
						</Combobox.Dropdown>
					)}
				</Combobox>
			</form>
		</>
	);
}
