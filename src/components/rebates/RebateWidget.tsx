import { IdleScript } from '@/components/ui/IdleScript.client'
import { REBATE_WIDGET_PAGE_SIZE } from '@/domain/rebates/constants'
import { widgetScriptSrc } from '@/domain/rebates/widget'

/**
 * The optional third-party rebate widget (spec §7, §9): a container the provider's script fills, asked for
 * six programs a page. Nothing renders and nothing loads unless the site settings name the script. The
 * site's Content-Security-Policy allows scripts from this site only, so a deployment using a widget must
 * allow its host there (docs/rebates.md).
 */
export function RebateWidget({ scriptUrl }: { scriptUrl: string | null | undefined }) {
  const src = widgetScriptSrc(scriptUrl)
  if (!src) return null
  return (
    <div data-rebate-widget="" data-page-size={REBATE_WIDGET_PAGE_SIZE}>
      <IdleScript id="rebate-widget" src={src} />
    </div>
  )
}
