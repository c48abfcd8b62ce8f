import { isLanguage, SUPPORTED_LANGUAGES } from '@edge/i18n/languages';
import { Button } from '@mantine/core';
import { changeLanguage } from '../../lib/i18n';
import { useTranslation } from '../../lib/use-translation';

/**
 * ES | EN as a two-button group: the Button the header already loads, rather than a
 * SegmentedControl, which cost 2.9 KB of the first load of / for the same two choices.
 */
export function LanguageSwitch() {
	const { t, i18n } = useTranslation();
	return (
		<Button.Group aria-label={t('common.language.switchTo')} data-testid="language-switch">
			{SUPPORTED_LANGUAGES.map((language) => {
				const active = i18n.language === language;
				return (
					<Button
						key={language}
						size="compact-xs"
						variant={active ? 'filled' : 'default'}
						aria-pressed={active}
						lang={language}
						onClick={() => {
							if (isLanguage(language) && !active) void changeLanguage(language);
						}}
					>
						{language.toUpperCase()}
					</Button>
				);
			})}
		</Button.Group>
	);
}
