import type { Occurrence } from '@edge/api/schemas';
import {
	ActionIcon,
	Anchor,
	Button,
	Group,
	SegmentedControl,
	Skeleton,
	Stack,
	Text,
	Title,
	Tooltip,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconRss } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useDocumentTitle } from '../../lib/document-title';
import { API_BASE } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';
import { useIntlLocale } from './calendar-locale';
import type { CalendarSearch, CalendarView } from './calendar-search';
import { shownCalendar } from './calendar-shown';
import { CreateEventButton } from './create-event-button';
import { indexByDay } from './day-index';
import { EventInfoModal } from './event-info-modal';
import { EventModal } from './event-modal';
import { FetchFailed } from './fetch-failed';
import { MonthAgenda } from './month-agenda';
import { monthTitle, shiftMonth } from './month-grid';
import { MonthView } from './month-view';
import { YearOverview } from './year-overview';

/** The subscribable feed of every community event (C1's REST route). */
export const CALENDAR_FEED_URL = `${API_BASE}/calendar.ics`;

/** Holiday names come in the request's language: after a language switch, ask again. */
function useHolidayNamesInLanguage() {
	const { i18n } = useTranslation();
	const queryClient = useQueryClient();
	const shown = useRef(i18n.language);
	useEffect(() => {
		if (shown.current === i18n.language) return;
		shown.current = i18n.language;
		void queryClient.invalidateQueries(trpc.calendar.range.pathFilter());
	}, [i18n.language, queryClient]);
}

function CalendarSkeleton() {
	const { t } = useTranslation();
	return (
		<Stack gap="xs" aria-busy="true" aria-label={t('calendar.page.loading')} data-testid="calendar-loading">
			<Skeleton height={24} />
			{[0, 1, 2, 3, 4].map((row) => (
				<Skeleton key={row} height={96} />
			))}
		</Stack>
	);
}

/**
 * /calendar: the community's annual calendar. The month (or year) shown lives in the URL, so a
 * link or the back button returns to it; days are Santo Domingo days whatever the browser's zone.
 */
export function CalendarPage({ search }: { search: CalendarSearch }) {
	const { t } = useTranslation();
	useDocumentTitle(t('calendar.page.titles.calendar'));
	const locale = useIntlLocale();
	const navigate = useNavigate();
	// The same range the route's loader loads (calendar-shown.ts), so a drawn page has its answers.
	const { today, view, monthKey: month, year, month: monthNumber, range } = shownCalendar(search);
	const query = useQuery({ ...trpc.calendar.range.queryOptions(range), placeholderData: keepPreviousData });
	const entriesOf = useMemo(() => indexByDay(query.data), [query.data]);
	useHolidayNamesInLanguage();
	const [opened, setOpened] = useState<Occurrence | null>(null);
	const [details, setDetails] = useState<Occurrence | null>(null);

	const go = (next: CalendarSearch) =>
		void navigate({
			to: '/calendar',
			search: { ...(next.month ? { month: next.month } : {}), ...(next.view === 'year' ? { view: 'year' } : {}) },
		});
	const step = view === 'year' ? 12 : 1;
	const heading = view === 'year' ? String(year) : monthTitle(locale, year, monthNumber);

	return (
		<Stack gap="lg" data-testid="calendar-page">
			<Group justify="space-between" align="flex-end" gap="sm">
				<Stack gap={4}>
					<Title order={1}>{t('calendar.page.titles.calendar')}</Title>
					<Text c="dimmed">{t('calendar.page.subtitle')}</Text>
				</Stack>
				<Group gap="sm">
					<Tooltip label={t('calendar.page.subscribeHint')} multiline w={260}>
						<Anchor href={CALENDAR_FEED_URL} fz="sm" fw={600} data-testid="calendar-subscribe">
							<IconRss size={16} style={{ verticalAlign: 'middle', marginInlineEnd: 4 }} aria-hidden />
							{t('calendar.page.subscribe')}
						</Anchor>
					</Tooltip>
					<CreateEventButton />
				</Group>
			</Group>

			<Title order={2} fz="h3" aria-live="polite" data-testid="calendar-heading">
				{heading}
			</Title>
			<Group justify="space-between" gap="sm">
				<Group gap="xs" wrap="nowrap">
					<ActionIcon
						variant="default"
						size="lg"
						onClick={() => go({ month: shiftMonth(month, -step), view })}
						aria-label={t(view === 'year' ? 'calendar.page.nav.previousYear' : 'calendar.page.nav.previousMonth')}
						data-testid="calendar-previous"
					>
						<IconChevronLeft size={18} aria-hidden />
					</ActionIcon>
					<Button variant="default" onClick={() => go({ view })} data-testid="calendar-today">
						{t('calendar.page.nav.today')}
					</Button>
					<ActionIcon
						variant="default"
						size="lg"
						onClick={() => go({ month: shiftMonth(month, step), view })}
						aria-label={t(view === 'year' ? 'calendar.page.nav.nextYear' : 'calendar.page.nav.nextMonth')}
						data-testid="calendar-next"
					>
						<IconChevronRight size={18} aria-hidden />
					</ActionIcon>
				</Group>
				<SegmentedControl
					value={view}
					onChange={(value) => go({ month, view: value as CalendarView })}
					data={[
						{ value: 'month', label: t('calendar.page.view.month') },
						{ value: 'year', label: t('calendar.page.view.year') },
					]}
					aria-label={t('calendar.page.view.label')}
					data-testid="calendar-view"
				/>
			</Group>

			{query.isPending ? (
				<CalendarSkeleton />
			) : query.isError && !query.data ? (
				<FetchFailed onRetry={() => void query.refetch()} />
			) : view === 'year' ? (
				<YearOverview
					year={year}
					today={today}
					entriesOf={entriesOf}
					onOpenMonth={(key) => go({ month: key, view: 'month' })}
				/>
			) : (
				<>
					<MonthView year={year} month={monthNumber} today={today} entriesOf={entriesOf} onOpen={setOpened} />
					<MonthAgenda range={query.data} month={month} onOpen={setOpened} />
				</>
			)}

			<EventModal
				occurrence={opened}
				onClose={() => setOpened(null)}
				onMoreInfo={(occurrence) => {
					setOpened(null);
					setDetails(occurrence);
				}}
			/>
			<EventInfoModal occurrence={details} onClose={() => setDetails(null)} />
		</Stack>
	);
}
