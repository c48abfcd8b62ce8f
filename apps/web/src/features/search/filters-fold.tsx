import { Button } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { HydrateWhenOpen, useTakeOverGate } from '../../ssr/take-over-gate';
import classes from './filters-fold.module.css';
import { ListingFilters } from './listing-filters';
import { LISTING_KEYS } from './listing-input';
import type { FixedFilters, ListingSearch } from './listing-search';

interface FiltersFoldProps {
	search: ListingSearch;
	fixed: FixedFilters;
	onChange: (next: ListingSearch) => void;
}

/** Where the filters are shown unfolded (filters-fold.module.css folds them below it). */
const UNFOLDED = '(min-width: 48em)';

/** How many filters the visitor has set (the text is the search box's; "near me" is one filter). */
export function activeFilterCount(search: ListingSearch): number {
	// Only the listing's own keys: the route's search also carries other parameters (`?lang=en`).
	const set = LISTING_KEYS.filter(
		(key) => !['q', 'lat', 'lng', 'radius'].includes(key) && search[key] !== undefined,
	).length;
	return set + (search.lat !== undefined ? 1 : 0);
}

/**
 * The listing's filters, folded on a phone behind one "Filtros (2)" button: six fields and two
 * chips took the whole first screen at 390 px, and the results began below it. Wider screens show
 * them as before (the fold is CSS only, so the page drawn by the server is the same).
 */
export function FiltersFold({ search, fixed, onChange }: FiltersFoldProps) {
	const { t } = useTranslation();
	const [open, setOpen] = useState(false);
	// Folded on a phone, the drawn filters are taken over when the fold first opens, not with the page.
	const gate = useTakeOverGate(() => window.matchMedia(UNFOLDED).matches);
	useEffect(() => {
		if (gate.isOpen) return;
		// The window widened past the fold: the filters show, so React takes them over.
		const query = window.matchMedia(UNFOLDED);
		const follow = () => query.matches && gate.open();
		query.addEventListener('change', follow);
		return () => query.removeEventListener('change', follow);
	}, [gate]);
	const id = useId();
	const count = activeFilterCount(search);
	return (
		<>
			<Button
				hiddenFrom="sm"
				variant="default"
				justify="space-between"
				fullWidth
				leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
				rightSection={open ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />}
				aria-expanded={open}
				aria-controls={id}
				onClick={() => {
					gate.open();
					setOpen((was) => !was);
				}}
				data-testid="filters-toggle"
			>
				{count > 0 ? t('search.filters.toggleCount', { count }) : t('search.filters.toggle')}
			</Button>
			<div id={id} className={classes.fold} data-open={open || undefined}>
				<HydrateWhenOpen gate={gate}>
					<ListingFilters search={search} fixed={fixed} onChange={onChange} />
				</HydrateWhenOpen>
			</div>
		</>
	);
}
